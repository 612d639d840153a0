import { dealAgeDays, dealAgeTone } from '../utils/deal-age';

/** Spec 001 §4: how long the deal has been open, coloured green, yellow or red. */
export function DealAgeBadge({ createdAt }: { createdAt: string }) {
  const days = dealAgeDays(createdAt);
  return (
    <span className={`age-badge age-badge--${dealAgeTone(days)}`} title={`Created ${days} days ago`}>
      {days}d
    </span>
  );
}
