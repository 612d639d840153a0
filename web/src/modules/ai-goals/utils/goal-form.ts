import { GoalInput, GoalMetric, goalMetrics, GoalPeriod, GoalScope } from '@smartcrm/contracts';
import { z } from 'zod';
import { periodLabel } from './goal-format';

/**
 * The new-goal form as its inputs hold it, read into the contract's GoalInput: no name means one
 * made of what is counted and when, a blank target is 0 (refused), dates count only for a custom period.
 */
export const GoalFormSchema = z
  .object({
    metric: GoalMetric,
    title: z.string(),
    target: z.string(),
    period: GoalPeriod,
    scope: GoalScope,
    startsOn: z.string(),
    endsOn: z.string(),
  })
  .transform(
    ({ metric, title, target, period, scope, startsOn, endsOn }): GoalInput => ({
      title: title || `${goalMetrics[metric].label} ${periodLabel[period].toLowerCase()}`,
      metric,
      target: target === '' ? 0 : Number(target),
      period,
      scope,
      ...(period === 'custom' ? { startsOn: startsOn || undefined, endsOn: endsOn || undefined } : {}),
    }),
  )
  .pipe(GoalInput);

export const blankGoal: z.input<typeof GoalFormSchema> = {
  metric: 'revenue',
  title: '',
  target: '',
  period: 'this_quarter',
  scope: 'me',
  startsOn: '',
  endsOn: '',
};
