import type { StageKind } from '@smartcrm/contracts';

/** Issue 4: every tenant's first pipeline, with the stage keys analytics match on (spec 001 §3, §4). */
export const defaultPipelineName = 'Sales Pipeline';

export const defaultStages: { name: string; key: string; defaultProbability: number; kind: StageKind }[] = [
  { name: 'Qualification', key: 'qualification', defaultProbability: 20, kind: 'open' },
  { name: 'Proposal', key: 'proposal', defaultProbability: 50, kind: 'open' },
  { name: 'Negotiation', key: 'negotiation', defaultProbability: 75, kind: 'open' },
  { name: 'Closed Won', key: 'closed-won', defaultProbability: 100, kind: 'won' },
  { name: 'Closed Lost', key: 'closed-lost', defaultProbability: 0, kind: 'lost' },
];
