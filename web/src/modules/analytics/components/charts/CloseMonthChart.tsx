import { type DealAnalytics, formatMoney } from '@smartcrm/contracts';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axis, grid, monthLabel, moneyTick, palette, tooltip } from '../../utils/chart-theme';
import { ChartCard } from './ChartCard';

/** Open deals by expected close month, those without a date last as "No date". */
export function CloseMonthChart({
  months,
  title = 'Pipeline Value by Month',
}: {
  months: DealAnalytics['byCloseMonth'];
  title?: string;
}) {
  const data = months.map((m) => ({ ...m, label: monthLabel(m.month) }));
  return (
    <ChartCard title={title} note="Open deals by expected close month">
      {data.length === 0 ? (
        <p className="chart-card__empty">No active deals to analyze</p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <BarChart data={data} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
            <CartesianGrid {...grid} />
            <XAxis dataKey="label" {...axis} minTickGap={8} />
            <YAxis {...axis} tickFormatter={moneyTick} width={56} />
            <Tooltip
              {...tooltip}
              formatter={(value, name) => [formatMoney(Number(value)), name === 'weighted' ? 'Weighted' : 'Value']}
            />
            <Bar isAnimationActive={false} dataKey="value" fill={palette[0]} radius={[4, 4, 0, 0]} />
            <Bar isAnimationActive={false} dataKey="weighted" fill={palette[3]} radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}
