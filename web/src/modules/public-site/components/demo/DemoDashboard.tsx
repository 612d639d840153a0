import { formatMoneyShort } from '@smartcrm/contracts';
import clsx from 'clsx';
import { DollarSign, Handshake, Percent, Users } from 'lucide-react';
import {
  type DemoDeal,
  type DemoMetrics,
  type DemoPeriod,
  demoMetrics,
  demoPeriodLabels,
  demoPeriods,
  demoStages,
} from '../../content/demo-data';
import { useDemoPeriod } from '../../hooks/useDemoPeriod';

export interface DemoDashboardViewProps {
  size: 'compact' | 'full';
  period: DemoPeriod;
  visible: boolean;
  choose: (period: DemoPeriod) => void;
  /** Undefined while the figures load. */
  metrics: DemoMetrics | undefined;
  stages: { name: string; deals: DemoDeal[] }[];
  /** What the figures are: sample data, or a workspace's own. */
  badge: string;
}

/**
 * The landing page's demo dashboard: sample figures for three periods, cycling on its own for a
 * few seconds, labelled as sample data (the /demo pages show the demo workspace's own instead).
 */
export function DemoDashboard({ size = 'compact' }: { size?: 'compact' | 'full' }) {
  const { visible, period, choose } = useDemoPeriod();
  return (
    <DemoDashboardView
      size={size}
      period={period}
      visible={visible}
      choose={choose}
      metrics={demoMetrics[period]}
      stages={demoStages}
      badge="Sample data"
    />
  );
}

export function DemoDashboardView({ size, period, visible, choose, metrics, stages, badge }: DemoDashboardViewProps) {
  const peak = Math.max(1, ...(metrics?.trend ?? []));
  const kpis = [
    { label: 'Revenue', value: metrics && formatMoneyShort(metrics.revenue), icon: DollarSign },
    { label: 'Deals won', value: metrics && String(metrics.deals), icon: Handshake },
    { label: 'New contacts', value: metrics && String(metrics.contacts), icon: Users },
    { label: 'Win rate', value: metrics && `${metrics.winRate}%`, icon: Percent },
  ];
  return (
    <figure className={clsx('demo-dashboard', `demo-dashboard--${size}`, visible && 'demo-dashboard--visible')}>
      <div className="demo-dashboard__bar">
        <span className="demo-dashboard__dots" aria-hidden>
          <span />
          <span />
          <span />
        </span>
        <span className="demo-dashboard__title">Sales overview</span>
        <span className="demo-badge">{badge}</span>
      </div>
      <div className="demo-dashboard__body">
        <fieldset className="demo-dashboard__periods">
          <legend className="visually-hidden">Period</legend>
          {demoPeriods.map((option) => (
            <button
              key={option}
              type="button"
              className="demo-dashboard__period"
              aria-pressed={option === period}
              onClick={() => choose(option)}
            >
              {demoPeriodLabels[option]}
            </button>
          ))}
        </fieldset>
        <ul className="demo-dashboard__kpis" aria-live="polite">
          {kpis.map(({ label, value, icon: Icon }) => (
            <li key={label} className="demo-kpi">
              <span className="demo-kpi__label">
                <Icon aria-hidden size={14} /> {label}
              </span>
              <span className="demo-kpi__value">{value ?? '…'}</span>
            </li>
          ))}
        </ul>
        <div className="demo-dashboard__panels">
          <div className="demo-panel">
            <p className="demo-panel__title">Won revenue</p>
            <div className="demo-bars" aria-hidden>
              {(metrics?.trend ?? []).map((value, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: bars are positional buckets of a fixed series
                <span key={i} className="demo-bars__bar" style={{ height: `${(value / peak) * 100}%` }} />
              ))}
            </div>
          </div>
          <div className="demo-panel">
            <p className="demo-panel__title">Pipeline by stage</p>
            <ul className="demo-stages">
              {stages.map((stage) => {
                const value = stage.deals.reduce((sum, deal) => sum + deal.value, 0);
                return (
                  <li key={stage.name} className="demo-stages__row">
                    <span>{stage.name}</span>
                    <span className="demo-stages__value">{formatMoneyShort(value)}</span>
                  </li>
                );
              })}
            </ul>
          </div>
        </div>
      </div>
      {metrics && (
        <figcaption className="visually-hidden">
          A SmartCRM dashboard ({badge.toLowerCase()}) for {demoPeriodLabels[period]}: revenue{' '}
          {formatMoneyShort(metrics.revenue)}, {metrics.deals} deals won, win rate {metrics.winRate}%.
        </figcaption>
      )}
    </figure>
  );
}
