import { formatMoney, type Goal, type GoalPace, goalMetrics } from '@smartcrm/contracts';

/** A goal figure in its unit: dollars for revenue, a plain count otherwise. */
export const goalFigure = (goal: Pick<Goal, 'metric'>, value: number) =>
  goalMetrics[goal.metric].unit === 'usd' ? formatMoney(value) : value.toLocaleString('en-US');

export const paceLabel: Record<GoalPace, string> = {
  achieved: 'Achieved',
  on_track: 'On track',
  behind: 'Behind',
  missed: 'Missed',
  not_started: 'Not started',
};

export const paceTone: Record<GoalPace, 'success' | 'danger' | 'primary' | ''> = {
  achieved: 'success',
  on_track: 'primary',
  behind: 'danger',
  missed: 'danger',
  not_started: '',
};

export const periodLabel = {
  this_week: 'This week',
  this_month: 'This month',
  this_quarter: 'This quarter',
  this_year: 'This year',
  custom: 'Custom dates',
} as const;
