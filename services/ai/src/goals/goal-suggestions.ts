import { type Deal, formatMoney, type GoalMetric, type GoalSuggestion, type Task } from '@smartcrm/contracts';

export interface SuggestionFacts {
  metric: GoalMetric;
  /** What is still missing to reach the target (0 when reached). */
  gap: number;
  daysLeft: number;
  endsOn: string;
  today: string;
  openDeals: Deal[];
  openTasks: Task[];
}

const dealRef = (d: Deal) => ({ type: 'deal' as const, id: d.id, label: d.title });

/**
 * Deals in the order a rep should work them to close a gap: those expected to close within
 * the goal's period first, then by probability, then by value.
 */
export function closestToClosing(deals: Deal[], endsOn: string): Deal[] {
  const inPeriod = (d: Deal) => (d.expectedCloseDate !== null && d.expectedCloseDate <= endsOn ? 1 : 0);
  return [...deals].sort((a, b) => inPeriod(b) - inPeriod(a) || b.probability - a.probability || b.value - a.value);
}

/** The built-in provider's suggestions: rules over the pipeline's real deals and tasks. */
export function suggest(f: SuggestionFacts): GoalSuggestion[] {
  if (f.gap <= 0)
    return [
      { title: 'Goal reached', detail: 'Set a stretch target or a new goal for the next period.', references: [] },
    ];
  const perDay = f.daysLeft > 0 ? Math.ceil(f.gap / f.daysLeft) : f.gap;
  const out: GoalSuggestion[] = [];
  const ranked = closestToClosing(f.openDeals, f.endsOn);
  const overdue = f.openDeals.filter((d) => d.expectedCloseDate !== null && d.expectedCloseDate < f.today);

  if (f.metric === 'revenue') {
    const picked: Deal[] = [];
    let covered = 0;
    for (const d of ranked) {
      if (covered >= f.gap) break;
      if (d.value <= 0) continue;
      picked.push(d);
      covered += d.value;
    }
    out.push(
      covered >= f.gap
        ? {
            title: `Close ${picked.length} deal${picked.length === 1 ? '' : 's'} worth ${formatMoney(covered)}`,
            detail:
              picked.length === 1
                ? `It covers the ${formatMoney(f.gap)} still missing; it is the open deal closest to closing.`
                : `They cover the ${formatMoney(f.gap)} still missing; they are the open deals closest to closing.`,
            references: picked.map(dealRef),
          }
        : {
            title: `Add ${formatMoney(f.gap - covered)} of new pipeline`,
            detail: `Closing every open deal (${formatMoney(covered)}) still leaves ${formatMoney(f.gap - covered)} of the ${formatMoney(f.gap)} gap.`,
            references: picked.slice(0, 5).map(dealRef),
          },
    );
  } else if (f.metric === 'deals_won') {
    const picked = ranked.slice(0, f.gap);
    out.push({
      title: `Focus on the ${picked.length} deal${picked.length === 1 ? '' : 's'} most likely to close`,
      detail:
        picked.length >= f.gap
          ? `Winning them reaches the target of ${f.gap} more.`
          : `You need ${f.gap} more wins but have ${picked.length} open deal${picked.length === 1 ? '' : 's'}: create new opportunities too.`,
      references: picked.map(dealRef),
    });
  } else if (f.metric === 'tasks_completed') {
    const due = [...f.openTasks].filter((t) => t.dueDate).slice(0, 5);
    out.push({
      title: `Complete ${perDay} task${perDay === 1 ? '' : 's'} a day`,
      detail: `${f.gap} to go in ${f.daysLeft} days; start with the ones due first.`,
      references: due.map((t) => ({ type: 'task' as const, id: t.id, label: t.title })),
    });
  } else {
    const what = {
      calls_made: 'calls',
      contacts_added: 'new contacts',
      deals_created: 'new deals',
      meetings_held: 'meetings',
    }[f.metric];
    const targets = ranked.filter((d) => d.contactId).slice(0, 5);
    out.push({
      title: `${perDay} ${what} a day`,
      detail: `${f.gap} ${what} to go in ${f.daysLeft} days.${f.metric === 'calls_made' || f.metric === 'meetings_held' ? ' Start with the contacts of your hottest deals.' : ''}`,
      references: f.metric === 'calls_made' || f.metric === 'meetings_held' ? targets.map(dealRef) : [],
    });
  }

  if (overdue.length && (f.metric === 'revenue' || f.metric === 'deals_won')) {
    out.push({
      title: `Update ${overdue.length} deal${overdue.length === 1 ? '' : 's'} past their close date`,
      detail: 'Their expected close date has passed: close them, or move the date so the forecast stays honest.',
      references: overdue.slice(0, 5).map(dealRef),
    });
  }
  return out;
}
