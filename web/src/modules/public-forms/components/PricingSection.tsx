import { groupThousands, type PublicPlan } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import '../public-forms.css';
import { pricingQuery } from '../queries';
import { pricingLines, trialLink } from '../utils/pricing-lines';

function PlanColumn({ plan, trialDays }: { plan: PublicPlan; trialDays: number }) {
  const headingId = `pricing-plan-${plan.id}`;
  // Spec 001 §9: the plan without a seat limit (Enterprise) is sold by a conversation; it can still be tried.
  const salesLed = plan.quotas.users === null;
  return (
    <article className={clsx('pricing-plan', plan.popular && 'pricing-plan--popular')} aria-labelledby={headingId}>
      {plan.popular && <p className="pricing-plan__badge">Most Popular</p>}
      <h3 id={headingId} className="pricing-plan__name">
        {plan.name}
      </h3>
      <p className="pricing-plan__price">
        <span className="pricing-plan__amount">${groupThousands(String(plan.monthlyPrice))}</span>
        <span className="pricing-plan__period">/month</span>
      </p>
      <ul className="pricing-plan__lines">
        {pricingLines(plan).map((line) => (
          <li key={line}>
            <Check aria-hidden size={16} className="pricing-plan__check" />
            {line}
          </li>
        ))}
      </ul>
      <div className="pricing-plan__actions">
        {salesLed ? (
          <>
            <Link className="button button--secondary pricing-plan__cta" to="/contact?topic=sales">
              Contact Sales
            </Link>
            <Link className="pricing-plan__trial-link" to={trialLink(plan.id)}>
              or try {plan.name} free for {trialDays} days
            </Link>
          </>
        ) : (
          <Link
            className={clsx('button pricing-plan__cta', plan.popular ? 'button--primary' : 'button--secondary')}
            to={trialLink(plan.id)}
            aria-label={`Start free trial of ${plan.name}`}
          >
            Start Free Trial
          </Link>
        )}
      </div>
    </article>
  );
}

/**
 * The pricing section (/#pricing): the plans the package builder offers, each with its price,
 * limits and lines, and a button that starts the free trial on it. Spec 001 §9 prices monthly
 * only, so there is no monthly/annual switch.
 */
export function PricingSection() {
  const pricing = useQuery(pricingQuery);
  if (pricing.isPending) {
    return (
      <div className="pricing-grid pricing-grid--loading" aria-busy="true">
        <p className="visually-hidden">Loading the plans</p>
      </div>
    );
  }
  if (pricing.isError) {
    return (
      <p className="pricing-error" role="alert">
        The plans could not be loaded just now. <Link to="/register">Start your free trial</Link> or{' '}
        <button type="button" className="link-button" onClick={() => void pricing.refetch()}>
          try again
        </button>
        .
      </p>
    );
  }
  const { plans, trialDays } = pricing.data;
  return (
    <>
      <div className="pricing-grid">
        {plans.map((plan) => (
          <PlanColumn key={plan.id} plan={plan} trialDays={trialDays} />
        ))}
      </div>
      <p className="pricing-note">{trialDays}-day free trial on every plan · No credit card · Cancel anytime</p>
    </>
  );
}
