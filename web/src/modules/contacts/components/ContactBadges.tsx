import type { ContactStatus, InterestLevel } from '@smartcrm/contracts';
import clsx from 'clsx';
import { leadScoreBand, leadScoreLabel } from '../utils/lead-score';

const statusLabels: Record<ContactStatus, string> = {
  lead: 'Lead',
  prospect: 'Prospect',
  customer: 'Customer',
  churned: 'Churned',
};

const interestLabels: Record<InterestLevel, string> = {
  hot: 'Hot',
  warm: 'Warm',
  medium: 'Medium',
  low: 'Low',
  cold: 'Cold',
};

export const statusLabel = (status: ContactStatus) => statusLabels[status];
export const interestLabel = (level: InterestLevel) => interestLabels[level];

export function StatusBadge({ status }: { status: ContactStatus }) {
  return <span className={clsx('contact-badge', `contact-badge--status-${status}`)}>{statusLabels[status]}</span>;
}

/** Spec 001 §4: warm looks like medium; cold and low share the cool colours. */
export function InterestBadge({ level }: { level: InterestLevel }) {
  return <span className={clsx('contact-badge', `contact-badge--interest-${level}`)}>{interestLabels[level]}</span>;
}

export function LeadScore({ score }: { score: number | null }) {
  return (
    <span className={clsx('lead-score', `lead-score--${leadScoreBand(score)}`)}>
      {score === null ? (
        <>
          <span aria-hidden>{leadScoreLabel(score)}</span>
          <span className="visually-hidden">Not scored yet</span>
        </>
      ) : (
        score
      )}
    </span>
  );
}
