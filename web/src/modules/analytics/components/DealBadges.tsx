import {
  type AnalyticsDeal,
  type ColourTone,
  dealAgeTone,
  healthLabel,
  riskLevel,
  temperature,
} from '@smartcrm/contracts';

const temperatureTone: Record<string, ColourTone> = { hot: 'red', warm: 'yellow', cold: 'blue' };
const temperatureName = { hot: 'Hot', warm: 'Warm', cold: 'Needs Attention' };
const riskTone: Record<string, ColourTone> = { high: 'red', medium: 'yellow', low: 'green' };
const healthTone: Record<string, ColourTone> = { Healthy: 'green', 'At Risk': 'yellow', Critical: 'red' };

/** Spec 001 §4 temperature of an active deal: Hot, Warm or Needs Attention. */
export function TemperatureBadge({ deal }: { deal: AnalyticsDeal }) {
  const t = temperature(deal.probability);
  return <span className={`tone-badge tone--${temperatureTone[t]}`}>{temperatureName[t]}</span>;
}

export function RiskBadge({ deal }: { deal: AnalyticsDeal }) {
  const level = riskLevel(deal);
  return <span className={`tone-badge tone--${riskTone[level]}`}>{level} risk</span>;
}

export function HealthBadge({ deal }: { deal: AnalyticsDeal }) {
  const label = healthLabel(deal.probability);
  return <span className={`tone-badge tone--${healthTone[label]}`}>{label}</span>;
}

/** Days since the deal was created: under 30 green, under 60 yellow, else red. */
export function AgeBadge({ days }: { days: number }) {
  return <span className={`tone-badge tone--${dealAgeTone(days)}`}>{days}d old</span>;
}

export const idleText = (deal: AnalyticsDeal) => (deal.idleDays === 0 ? 'Updated today' : `Idle ${deal.idleDays} days`);
