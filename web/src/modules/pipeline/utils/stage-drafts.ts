import type { Pipeline, StageDraft, StageKind } from '@smartcrm/contracts';
import { parseProbability } from './deal-form';

/** A stage as the editor holds it; `kind` stays unset until chosen, so the name decides it. */
export interface EditableStage {
  uid: string;
  id: string | undefined;
  name: string;
  defaultProbability: string;
  kind: StageKind | undefined;
  dealCount: number;
  removed: boolean;
}

export const editableStages = (pipeline: Pipeline): EditableStage[] =>
  pipeline.stages.map((stage) => ({
    uid: stage.id,
    id: stage.id,
    name: stage.name,
    defaultProbability: String(stage.defaultProbability),
    kind: stage.kind,
    dealCount: stage.dealCount,
    removed: false,
  }));

/**
 * What the server gets: kept stages in order. A renamed stage whose kind was not chosen again
 * is sent without one, so the server derives it from the new name (spec 001 §4).
 */
export function stageDrafts(stages: EditableStage[], original: Pipeline | null = null): StageDraft[] {
  return stages
    .filter((s) => !s.removed)
    .map((stage) => {
      const before = original?.stages.find((s) => s.id === stage.id);
      const renamed = before !== undefined && before.name !== stage.name;
      const kindChosen = stage.kind !== undefined && (!renamed || stage.kind !== before.kind);
      const probability = parseProbability(stage.defaultProbability);
      return {
        ...(stage.id ? { id: stage.id } : {}),
        name: stage.name,
        ...(kindChosen ? { kind: stage.kind } : {}),
        ...(typeof probability === 'number' ? { defaultProbability: probability } : {}),
      };
    });
}
