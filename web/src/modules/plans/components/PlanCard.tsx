import type { Plan } from '@smartcrm/contracts';
import type { ReactNode } from 'react';
import { quotaLines } from '../utils/plan-format';

/** One plan: price, quotas and how many product areas it turns on. */
export function PlanCard({ plan, current, action }: { plan: Plan; current?: boolean; action?: ReactNode }) {
  return (
    <article className={`plan-card${current ? ' plan-card--current' : ''}`} aria-label={plan.name}>
      <header className="plan-card__header">
        <h2 className="plan-card__name">{plan.name}</h2>
        {current && <span className="badge">Your plan</span>}
        {!current && plan.popular && <span className="badge badge--primary">Most Popular</span>}
      </header>
      <p className="plan-card__price">
        <strong>${plan.monthlyPrice}</strong> / month
      </p>
      <ul className="plan-card__quotas">
        {quotaLines(plan.quotas).map((line) => (
          <li key={line}>{line}</li>
        ))}
        <li>{plan.features.length} product areas</li>
        {!plan.listed && <li>Not offered on the pricing section</li>}
      </ul>
      {action}
    </article>
  );
}
