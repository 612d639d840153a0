import type { ActivityDay } from '@smartcrm/contracts';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from '../../analytics/components/charts/ChartCard';
import { axis, countTick, grid, palette, tooltip } from '../../analytics/utils/chart-theme';

type Measure = Exclude<keyof ActivityDay, 'date'>;

/** Day labels as "Nov 3": the dates are UTC days, so they are read as UTC. */
const dayLabel = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One or more daily counts of the last days as bars. */
export function ActivityChart({
  title,
  note,
  days,
  series,
}: {
  title: string;
  note: string;
  days: ActivityDay[];
  series: { key: Measure; label: string }[];
}) {
  return (
    <ChartCard title={title} note={note}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={days} margin={{ top: 8, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid {...grid} />
          <XAxis dataKey="date" tickFormatter={dayLabel} {...axis} minTickGap={16} />
          <YAxis {...axis} allowDecimals={false} tickFormatter={countTick} width={40} />
          <Tooltip {...tooltip} labelFormatter={(date) => dayLabel(String(date))} />
          {series.length > 1 && <Legend />}
          {series.map(({ key, label }, i) => (
            <Bar key={key} isAnimationActive={false} dataKey={key} name={label} fill={palette[i]} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
