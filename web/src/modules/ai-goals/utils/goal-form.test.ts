import { describe, expect, it } from 'vitest';
import { blankGoal, GoalFormSchema } from './goal-form';

describe('GoalFormSchema', () => {
  it('names an unnamed goal after what it counts and when', () => {
    expect(GoalFormSchema.parse({ ...blankGoal, target: '10000' })).toMatchObject({
      title: 'Revenue won this quarter',
      target: 10_000,
    });
  });

  it('refuses a blank target on the target field, and a custom period without dates on its start', () => {
    const result = GoalFormSchema.safeParse({ ...blankGoal, period: 'custom' });
    expect(result.error?.issues.map(({ path, message }) => [path.join('.'), message])).toEqual([
      ['target', 'must be 1 or more'],
      ['startsOn', 'a custom period needs a start and an end'],
    ]);
  });
});
