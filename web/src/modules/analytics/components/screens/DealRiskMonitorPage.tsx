import { formatMoney } from '@smartcrm/contracts';
import { AlertTriangle, ShieldAlert, ShieldCheck } from 'lucide-react';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { idleText, RiskBadge } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';

/** /deal-risk-monitor: active deals by risk (idle days and probability, spec 001 §4). */
export function DealRiskMonitorPage() {
  return (
    <AnalyticsScreen
      screen="deal_risk"
      title="Deal Risk Monitor"
      subtitle="Active deals going quiet or unlikely to close"
    >
      {({ summary, highRisk, mediumRisk, lowRisk }) => (
        <>
          <div className="stat-grid">
            <StatCard
              icon={ShieldAlert}
              tone="red"
              label="High Risk"
              value={summary.highRisk.count}
              hint={`${formatMoney(summary.highRisk.value)} · idle over 7 days or below 30%`}
              testId="key-figure"
            />
            <StatCard
              icon={AlertTriangle}
              tone="yellow"
              label="Medium Risk"
              value={summary.mediumRisk.count}
              hint={`${formatMoney(summary.mediumRisk.value)} · idle 3–7 days or 30–60%`}
            />
            <StatCard
              icon={ShieldCheck}
              tone="green"
              label="Low Risk"
              value={summary.lowRiskListed}
              hint="Updated in the last 3 days and above 60%"
            />
            <StatCard
              label="Value at Risk"
              value={formatMoney(summary.highRisk.value)}
              hint={`of ${formatMoney(summary.active.value)} open`}
            />
          </div>
          {summary.active.count === 0 ? (
            <p className="analytics-list__empty">No active deals to analyze</p>
          ) : (
            <div className="analytics-columns">
              <DealList
                title="High-Risk Deals"
                list={highRisk}
                segment="high-risk"
                empty="No high-risk deals found. Great job!"
                detail={(d) => (
                  <>
                    {idleText(d)} <RiskBadge deal={d} />
                  </>
                )}
              />
              <DealList
                title="Medium-Risk Deals"
                list={mediumRisk}
                segment="medium-risk"
                empty="No medium-risk deals."
                detail={idleText}
              />
              <DealList
                title="Low-Risk Deals"
                list={lowRisk}
                segment="low-risk"
                empty="No deals are both fresh and above 60% yet."
                detail={idleText}
              />
            </div>
          )}
        </>
      )}
    </AnalyticsScreen>
  );
}
