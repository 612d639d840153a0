import type { DealStatus, StageTotals } from './deal.schema';
import type { StageKind } from './pipeline.schema';

const normalise = (name: string) =>
  name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** Spec 001 §4: a stage named won, closed-won or Won is won; lost or closed-lost is lost; anything else is open. */
export function stageKindFromName(name: string): StageKind {
  const key = normalise(name);
  if (key === 'won' || key === 'closed-won') return 'won';
  if (key === 'lost' || key === 'closed-lost') return 'lost';
  return 'open';
}

/** 'Closed Won' → 'closed-won': the stable key of a stage, kept when it is renamed. */
export function stageKey(name: string): string {
  return (
    normalise(name)
      .replace(/[^a-z0-9-]/g, '')
      .replace(/-+/g, '-')
      .replace(/^-|-$/g, '') || 'stage'
  );
}

export interface DealOutcome {
  status: DealStatus;
  probability: number;
  actualCloseDate: string | null;
}

/**
 * What a deal becomes in a stage: a won or lost stage closes it (probability 100 or 0, closed
 * today unless it was already closed); an open stage reopens it with the probability the user
 * chose, else the stage's default.
 */
export function dealOutcome(
  deal: DealOutcome,
  stage: { kind: StageKind; defaultProbability: number },
  today: string,
  chosenProbability?: number,
): DealOutcome {
  if (stage.kind === 'open') {
    return { status: 'open', probability: chosenProbability ?? stage.defaultProbability, actualCloseDate: null };
  }
  const keepsCloseDate = deal.status === stage.kind && deal.actualCloseDate;
  return {
    status: stage.kind,
    probability: stage.kind === 'won' ? 100 : 0,
    actualCloseDate: keepsCloseDate ? deal.actualCloseDate : today,
  };
}

/** Today's date in UTC as YYYY-MM-DD (close dates are calendar days, not instants). */
export const utcToday = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** Weighted value of one deal (spec 001 §9: value × probability), unrounded. */
export const weightedValue = (deal: { value: number; probability: number }) => (deal.value * deal.probability) / 100;

/** Count, sum of values and weighted sum (rounded to whole dollars once, at the end). */
export function stageTotals(deals: readonly { value: number; probability: number }[]): StageTotals {
  let total = 0;
  let weighted = 0;
  for (const deal of deals) {
    total += deal.value;
    weighted += deal.value * deal.probability;
  }
  return { count: deals.length, total, weighted: Math.round(weighted / 100) };
}
