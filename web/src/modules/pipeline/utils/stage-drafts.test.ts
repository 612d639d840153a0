import type { Pipeline } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { editableStages, stageDrafts } from './stage-drafts';

const pipeline = {
  stages: [
    { id: 's1', name: 'Proposal', defaultProbability: 50, kind: 'open', dealCount: 2 },
    { id: 's2', name: 'Closed Won', defaultProbability: 100, kind: 'won', dealCount: 0 },
  ],
} as unknown as Pipeline;

describe('stageDrafts', () => {
  it('sends kept stages in order with their kind and probability, leaving removed ones out', () => {
    const [proposal, won] = editableStages(pipeline);
    expect(stageDrafts([won!, { ...proposal!, defaultProbability: '40' }])).toEqual([
      { id: 's2', name: 'Closed Won', kind: 'won', defaultProbability: 100 },
      { id: 's1', name: 'Proposal', kind: 'open', defaultProbability: 40 },
    ]);
    expect(stageDrafts([proposal!, { ...won!, removed: true }])).toHaveLength(1);
  });

  it('lets the server name the kind of a stage whose kind nobody chose, and drops a bad probability', () => {
    const fresh = {
      uid: 'n',
      id: undefined,
      name: 'Lost',
      defaultProbability: 'x',
      kind: undefined,
      kindChosen: false,
      dealCount: 0,
      removed: false,
    };
    expect(stageDrafts([fresh])).toEqual([{ name: 'Lost' }]);
  });
});
