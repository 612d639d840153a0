import {
  forecastScenarios,
  formatMoney,
  formatPercent,
  projectedMonthlyRevenue,
  projectedPipeline,
  projectedWinRate,
  q1Forecast,
  quarterlyForecast,
  winRate,
} from '@smartcrm/contracts';
import { TrendingDown, TrendingUp, Target, CalendarRange } from 'lucide-react';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { CloseMonthChart } from '../charts/CloseMonthChart';
import { StatCard } from '../StatCard';

/** /ai-sales-forecast: scenarios from the open pipeline and its probability-weighted value. */
export function SalesForecastPage() {
  return (
    <AnalyticsScreen
      screen="forecast"
      title="AI Sales Forecast"
      subtitle="Best, likely and worst case from your open pipeline"
    >
      {({ summary, byCloseMonth }) => {
        const scenarios = forecastScenarios(summary.active.value, summary.active.weighted);
        const quarters = quarterlyForecast(scenarios.likely).map((value, i) => ({ label: `Q${i + 1}`, value }));
        const rate = winRate(summary.won.count, summary.lost.count);
        return (
          <>
            <div className="stat-grid stat-grid--3">
              <StatCard
                icon={TrendingUp}
                tone="green"
                label="Best Case"
                value={formatMoney(scenarios.best)}
                hint="80% of the open pipeline"
              />
              <StatCard
                icon={Target}
                tone="blue"
                label="Most Likely"
                value={formatMoney(scenarios.likely)}
                hint="Σ value × probability"
                testId="key-figure"
              />
              <StatCard
                icon={TrendingDown}
                tone="red"
                label="Worst Case"
                value={formatMoney(scenarios.worst)}
                hint="30% of the open pipeline"
              />
            </div>
            <div className="stat-grid">
              <StatCard
                icon={CalendarRange}
                label="Projected Monthly Revenue"
                value={formatMoney(projectedMonthlyRevenue(summary.active.value))}
                hint="30% of the pipeline value"
              />
              <StatCard
                label="Q1 Forecast"
                value={formatMoney(q1Forecast(scenarios.likely))}
                hint="40% of the likely total"
              />
              <StatCard
                label="Pipeline Projection"
                value={formatMoney(projectedPipeline(summary.active.value))}
                hint="1.25 × today's pipeline"
              />
              <StatCard
                label="Win Rate Projection"
                value={formatPercent(projectedWinRate(rate))}
                hint={`1.15 × today's ${formatPercent(rate)}`}
              />
            </div>
            <div className="stat-grid">
              {quarters.map((q) => (
                <StatCard
                  key={q.label}
                  label={`${q.label} share`}
                  value={formatMoney(q.value)}
                  hint="Of the likely total (25/28/22/25%)"
                />
              ))}
            </div>
            <CloseMonthChart months={byCloseMonth} title="Forecast by Expected Close Month" />
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
