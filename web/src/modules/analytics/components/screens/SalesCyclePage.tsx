import { Clock, Hourglass, Timer, Zap } from 'lucide-react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axis, grid, palette, tooltip } from '../../utils/chart-theme';
import { AnalyticsScreen } from '../AnalyticsScreen';
import { ChartCard } from '../charts/ChartCard';
import { idleText } from '../DealBadges';
import { DealList } from '../DealList';
import { StatCard } from '../StatCard';

/** /sales-cycle-analytics: how long deals take to close and where they wait. */
export function SalesCyclePage() {
  return (
    <AnalyticsScreen
      screen="sales_cycle"
      title="Sales Cycle Analytics"
      subtitle="Time to close and time spent in each stage"
    >
      {({ summary, stages, stuck }) => {
        const timed = stages.filter((s) => s.kind === 'open');
        return (
          <>
            <div className="stat-grid">
              <StatCard
                icon={Timer}
                label="Avg Days to Close"
                value={summary.averageDaysToClose === null ? '—' : `${summary.averageDaysToClose} days`}
                hint="Created to closed, won deals"
                testId="key-figure"
              />
              <StatCard icon={Clock} label="Avg Age of Open Deals" value={`${summary.active.averageAgeDays} days`} />
              <StatCard
                icon={Zap}
                label="Sales Velocity"
                value={summary.salesVelocity}
                hint="Won in the last 30 days"
              />
              <StatCard
                icon={Hourglass}
                tone={summary.stuck.count ? 'red' : 'green'}
                label="Stuck Deals"
                value={summary.stuck.count}
                hint="Idle over 14 days"
              />
            </div>
            <div className="analytics-columns">
              <ChartCard
                title="Average Days in Stage"
                note="From the stage-change history: time from entering a stage to leaving it"
              >
                <ResponsiveContainer width="100%" height="100%">
                  <BarChart data={timed} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
                    <CartesianGrid {...grid} />
                    <XAxis dataKey="name" {...axis} interval={0} />
                    <YAxis {...axis} width={40} />
                    <Tooltip
                      {...tooltip}
                      formatter={(value) => [value === null ? 'No deal left it yet' : `${value} days`, 'Average']}
                    />
                    <Bar isAnimationActive={false} dataKey="averageDays" fill={palette[2]} radius={[4, 4, 0, 0]} />
                  </BarChart>
                </ResponsiveContainer>
              </ChartCard>
              <DealList
                title="Stuck Deals"
                list={stuck}
                segment="stuck"
                empty="No stuck deals: everything moved in the last two weeks."
                detail={idleText}
              />
            </div>
          </>
        );
      }}
    </AnalyticsScreen>
  );
}
