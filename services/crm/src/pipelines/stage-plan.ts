import { AppError, type StageDraft, type StageKind, stageKey, stageKindFromName } from '@smartcrm/contracts';

export interface CurrentStage {
  id: string;
  name: string;
  key: string;
  kind: StageKind;
  defaultProbability: number;
  dealCount: number;
}

export interface PlannedStage {
  id: string | undefined;
  name: string;
  key: string;
  position: number;
  defaultProbability: number;
  kind: StageKind;
  /** An existing stage whose kind changes: its deals take the new kind's outcome. */
  kindChanged: boolean;
}

export interface StagePlan {
  stages: PlannedStage[];
  /** Removed stages and where their deals go (null: no live deals; the rest go to the first stage). */
  removals: { id: string; moveTo: string | null }[];
}

const bad = (message: string, field = 'stages') => new AppError('bad_input', message, { field });

/** A closed stage's deals are 100% or 0%; a new open stage starts at an even chance. */
const probabilityFor = (kind: StageKind, chosen: number | undefined, previous: number | undefined) =>
  kind === 'won' ? 100 : kind === 'lost' ? 0 : (chosen ?? previous ?? 50);

/**
 * Turns the stage editor's list into the writes it means, or refuses it: unknown or repeated
 * stages, two stages of one name, no open stage, or a removed stage whose deals have nowhere to go.
 */
export function planStages(current: CurrentStage[], drafts: StageDraft[], moveDealsTo: Record<string, string>) {
  const byId = new Map(current.map((s) => [s.id, s]));
  const keptIds = new Set<string>();
  const names = new Set<string>();
  for (const draft of drafts) {
    if (draft.id && !byId.has(draft.id)) throw bad(`No stage ${draft.id} in this pipeline`);
    if (draft.id && keptIds.has(draft.id)) throw bad('A stage is listed twice');
    if (draft.id) keptIds.add(draft.id);
    const name = draft.name.trim().toLowerCase();
    if (names.has(name)) throw bad(`Two stages are named ${draft.name.trim()}`);
    names.add(name);
  }

  const keys = new Set(current.map((s) => s.key));
  const uniqueKey = (name: string) => {
    const base = stageKey(name);
    let key = base;
    for (let n = 2; keys.has(key); n++) key = `${base}-${n}`;
    keys.add(key);
    return key;
  };

  const stages = drafts.map((draft, position): PlannedStage => {
    const name = draft.name.trim();
    const existing = draft.id ? byId.get(draft.id) : undefined;
    const kind = draft.kind ?? (existing?.name === name ? existing.kind : stageKindFromName(name));
    return {
      id: existing?.id,
      name,
      key: existing?.key ?? uniqueKey(name),
      position,
      defaultProbability: probabilityFor(kind, draft.defaultProbability, existing?.defaultProbability),
      kind,
      kindChanged: existing !== undefined && existing.kind !== kind,
    };
  });
  if (!stages.some((s) => s.kind === 'open')) throw bad('A pipeline needs at least one open stage');

  const removals = current
    .filter((s) => !keptIds.has(s.id))
    .map((stage) => {
      const target = moveDealsTo[stage.id];
      if (target !== undefined && !keptIds.has(target)) {
        throw bad(`Deals of ${stage.name} can only move to a stage that stays`, `moveDealsTo.${stage.id}`);
      }
      if (stage.dealCount > 0 && target === undefined) {
        throw new AppError(
          'conflict',
          `${stage.name} still holds ${stage.dealCount} deals: choose a stage to move them to`,
          {
            stageId: stage.id,
            dealCount: stage.dealCount,
          },
        );
      }
      return { id: stage.id, moveTo: target ?? null };
    });
  return { stages, removals } satisfies StagePlan;
}
