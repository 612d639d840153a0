import { AppError } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { type CurrentStage, planStages } from './stage-plan';

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const current: CurrentStage[] = [
  { id: id(1), name: 'Qualification', key: 'qualification', kind: 'open', defaultProbability: 20, dealCount: 2 },
  { id: id(2), name: 'Proposal', key: 'proposal', kind: 'open', defaultProbability: 50, dealCount: 0 },
  { id: id(3), name: 'Closed Won', key: 'closed-won', kind: 'won', defaultProbability: 100, dealCount: 1 },
];
const keep = (stage: CurrentStage, changes: object = {}) => ({ id: stage.id, name: stage.name, ...changes });
const codeOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error instanceof AppError ? error.code : 'other';
  }
  return 'none';
};

describe('planStages', () => {
  it('renames, reorders and keeps keys, so analytics still find a renamed stage', () => {
    const plan = planStages(
      current,
      [keep(current[1]!), keep(current[0]!, { name: 'Discovery' }), keep(current[2]!)],
      {},
    );
    expect(plan.stages.map((s) => [s.name, s.key, s.position])).toEqual([
      ['Proposal', 'proposal', 0],
      ['Discovery', 'qualification', 1],
      ['Closed Won', 'closed-won', 2],
    ]);
    expect(plan.removals).toEqual([]);
  });

  it('derives the kind of a new or renamed stage from its name unless one is chosen', () => {
    const plan = planStages(
      current,
      [
        keep(current[0]!),
        keep(current[1]!, { name: 'Lost' }),
        keep(current[2]!),
        { name: 'closed-lost' },
        { name: 'Won', kind: 'open' },
      ],
      {},
    );
    expect(plan.stages.map((s) => [s.kind, s.defaultProbability, s.kindChanged])).toEqual([
      ['open', 20, false],
      ['lost', 0, true],
      ['won', 100, false],
      ['lost', 0, false],
      ['open', 50, false],
    ]);
    expect(plan.stages[3]?.key).toBe('closed-lost');
  });

  it('gives a new stage a key no other stage has, removed ones included', () => {
    const plan = planStages(current, [keep(current[0]!), keep(current[2]!), { name: 'proposal' }], { [id(2)]: id(1) });
    expect(plan.stages[2]?.key).toBe('proposal-2');
  });

  it('removes an empty stage, and one with deals only with a target that stays', () => {
    expect(planStages(current, [keep(current[0]!), keep(current[2]!)], {}).removals).toEqual([
      { id: id(2), moveTo: null },
    ]);
    const plan = planStages(current, [keep(current[1]!), keep(current[2]!)], { [id(1)]: id(2) });
    expect(plan.removals).toEqual([{ id: id(1), moveTo: id(2) }]);
    expect(codeOf(() => planStages(current, [keep(current[1]!), keep(current[2]!)], {}))).toBe('conflict');
    expect(codeOf(() => planStages(current, [keep(current[1]!), keep(current[2]!)], { [id(1)]: id(1) }))).toBe(
      'bad_input',
    );
  });

  it('refuses unknown or repeated stages, two of one name, and a pipeline without an open stage', () => {
    expect(codeOf(() => planStages(current, [{ id: id(9), name: 'X' }], {}))).toBe('bad_input');
    expect(codeOf(() => planStages(current, [keep(current[0]!), keep(current[0]!, { name: 'Y' })], {}))).toBe(
      'bad_input',
    );
    expect(codeOf(() => planStages(current, [keep(current[0]!), { name: ' qualification ' }], {}))).toBe('bad_input');
    expect(
      codeOf(() => planStages(current, [keep(current[0]!, { kind: 'won' }), keep(current[1]!, { kind: 'lost' })], {})),
    ).toBe('bad_input');
  });
});
