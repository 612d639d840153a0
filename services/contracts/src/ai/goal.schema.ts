import { z } from 'zod';
import { DateOnly } from '../crm/deal.schema';

/** What a goal counts, each measured from the CRM's own records in the goal's period. */
export const goalMetrics = {
  revenue: { label: 'Revenue won', unit: 'usd' },
  deals_won: { label: 'Deals won', unit: 'count' },
  deals_created: { label: 'New deals', unit: 'count' },
  calls_made: { label: 'Calls made', unit: 'count' },
  contacts_added: { label: 'Contacts added', unit: 'count' },
  tasks_completed: { label: 'Tasks completed', unit: 'count' },
  meetings_held: { label: 'Meetings held', unit: 'count' },
} as const;
export type GoalMetric = keyof typeof goalMetrics;
export const GoalMetric = z.enum(Object.keys(goalMetrics) as [GoalMetric, ...GoalMetric[]]);

export const goalPeriods = ['this_week', 'this_month', 'this_quarter', 'this_year', 'custom'] as const;
export const GoalPeriod = z.enum(goalPeriods);
export type GoalPeriod = z.infer<typeof GoalPeriod>;

/** Whose records count: the owner's own, or everything the owner may see (the team). */
export const GoalScope = z.enum(['me', 'team']);
export type GoalScope = z.infer<typeof GoalScope>;

export const GoalInput = z
  .object({
    title: z.string().trim().min(1, 'needs a title').max(200),
    metric: GoalMetric,
    target: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(1_000_000_000_000),
    period: GoalPeriod,
    scope: GoalScope.default('me'),
    /** Only for a custom period; the named periods are fixed from the day the goal is created. */
    startsOn: DateOnly.optional(),
    endsOn: DateOnly.optional(),
  })
  .refine((g) => g.period !== 'custom' || (g.startsOn && g.endsOn), {
    message: 'a custom period needs a start and an end',
    path: ['startsOn'],
  })
  .refine((g) => !g.startsOn || !g.endsOn || g.startsOn <= g.endsOn, {
    message: 'must be on or before the end',
    path: ['startsOn'],
  });
export type GoalInput = z.input<typeof GoalInput>;

export const GoalPatch = z.object({
  title: z.string().trim().min(1, 'needs a title').max(200).optional(),
  target: z.number().int('must be a whole number').min(1, 'must be 1 or more').max(1_000_000_000_000).optional(),
});

export const GoalPace = z.enum(['achieved', 'on_track', 'behind', 'missed', 'not_started']);
export type GoalPace = z.infer<typeof GoalPace>;

export const Goal = z.object({
  id: z.uuid(),
  title: z.string(),
  metric: GoalMetric,
  target: z.number(),
  period: GoalPeriod,
  scope: GoalScope,
  startsOn: z.string(),
  endsOn: z.string(),
  ownerId: z.uuid(),
  current: z.number(),
  /** current / target, 0–100 (capped). */
  percent: z.number(),
  /** Where the goal should be today if progress were even over the period. */
  expected: z.number(),
  pace: GoalPace,
  /** Linear projection of the current rate to the end of the period. */
  projected: z.number(),
  daysLeft: z.number().int(),
  createdAt: z.string(),
});
export type Goal = z.infer<typeof Goal>;

export const GoalList = z.object({ items: z.array(Goal) });

export const GoalSuggestion = z.object({
  title: z.string(),
  detail: z.string(),
  /** The deals or contacts a suggestion is about. */
  references: z.array(z.object({ type: z.enum(['deal', 'contact', 'task']), id: z.uuid(), label: z.string() })),
});
export type GoalSuggestion = z.infer<typeof GoalSuggestion>;

export const GoalSuggestions = z.object({
  goalId: z.uuid(),
  gap: z.number(),
  suggestions: z.array(GoalSuggestion),
  model: z.string(),
  builtIn: z.boolean(),
});
export type GoalSuggestions = z.infer<typeof GoalSuggestions>;

/** crm: one figure of a metric over [from, to] (dates inclusive), for the caller's visible records. */
export const GoalMeasureRequest = z.object({
  metric: GoalMetric,
  from: DateOnly,
  to: DateOnly,
  /** Only records owned by (or done by) this user; otherwise all the caller may see. */
  userId: z.uuid().optional(),
});
export const GoalMeasureReply = z.object({ value: z.number() });
