import type { Pipeline, StageDraft, StageKind } from '@smartcrm/contracts';
import { parseProbability } from './deal-form';

/** A stage as the editor holds it; renaming clears a kind nobody chose, so the new name decides it. */
export interface EditableStage {
  uid: string;
  id: string | undefined;
  name: string;
  defaultProbability: string;
  kind: StageKind | undefined;
  kindChosen: boolean;
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
    kindChosen: false,
    dealCount: stage.dealCount,
    removed: false,
  }));

/** What the server gets: kept stages in order; a stage without a kind gets one from its name (spec 001 §4). */
export const stageDrafts = (stages: EditableStage[]): StageDraft[] =>
  stages
    .filter((s) => !s.removed)
    .map((stage) => {
      const probability = parseProbability(stage.defaultProbability);
      return {
        ...(stage.id ? { id: stage.id } : {}),
        name: stage.name,
        ...(stage.kind ? { kind: stage.kind } : {}),
        ...(typeof probability === 'number' ? { defaultProbability: probability } : {}),
      };
    });
