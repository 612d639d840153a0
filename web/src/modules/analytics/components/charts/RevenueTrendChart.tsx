import type { DealAnalytics } from '@smartcrm/contracts';
import { formatMoney } from '@smartcrm/contracts';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axis, grid, moneyTick, palette, tooltip } from '../../utils/chart-theme';
import { ChartCard } from './ChartCard';

/** Won revenue per day (week, month) or per week (quarter). */
export function RevenueTrendChart({ trend }: { trend: DealAnalytics['trend'] }) {
  return (
    <ChartCard title="Revenue Performance Trend" note="Won revenue by close date">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={trend} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid {...grid} />
          <XAxis dataKey="label" {...axis} minTickGap={16} />
          <YAxis {...axis} tickFormatter={moneyTick} width={56} />
          <Tooltip {...tooltip} formatter={(value) => [formatMoney(Number(value)), 'Revenue']} />
          <Area
            isAnimationActive={false}
            type="monotone"
            dataKey="revenue"
            stroke={palette[0]}
            fill={palette[0]}
            fillOpacity={0.18}
          />
        </AreaChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
