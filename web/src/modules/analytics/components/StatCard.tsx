import { type ColourTone, formatCompact, groupThousands } from '@smartcrm/contracts';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface StatCardProps {
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  icon?: LucideIcon;
  tone?: ColourTone;
  testId?: string;
  /** How the figure is computed, on hover. */
  formula?: string;
}

/** One KPI: a label, a big figure and what it means. A count reads as spec 001 §9 writes numbers (1.2K, 3.4M). */
export function StatCard({ label, value, hint, icon: Icon, tone, testId, formula }: StatCardProps) {
  const count = typeof value === 'number';
  return (
    <div className={`stat-card${tone ? ` tone--${tone}` : ''}`} title={formula}>
      <div className="stat-card__label">
        {Icon && <Icon aria-hidden size={16} />}
        {label}
      </div>
      <div className="stat-card__value" data-testid={testId} title={count ? groupThousands(String(value)) : undefined}>
        {count ? formatCompact(value) : value}
      </div>
      {hint && <div className="stat-card__hint">{hint}</div>}
    </div>
  );
}
