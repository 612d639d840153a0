import { formatMoney, formatPercent, type StageStat } from '@smartcrm/contracts';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  LabelList,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axis, countTick, grid, palette, tooltip } from '../../utils/chart-theme';
import { ChartCard } from './ChartCard';

/** Open pipeline value by stage. */
export function PipelineDistributionChart({ stages }: { stages: StageStat[] }) {
  const open = stages.filter((s) => s.kind === 'open' && s.value > 0);
  return (
    <ChartCard title="Pipeline Distribution" note="Open deal value by stage">
      {open.length === 0 ? (
        <p className="chart-card__empty">No active deals to analyze</p>
      ) : (
        <ResponsiveContainer width="100%" height="100%">
          <PieChart>
            <Pie
              isAnimationActive={false}
              data={open}
              dataKey="value"
              nameKey="name"
              innerRadius="45%"
              outerRadius="75%"
              paddingAngle={2}
            >
              {open.map((s, i) => (
                <Cell key={s.stageId} fill={palette[i % palette.length]} />
              ))}
            </Pie>
            <Tooltip {...tooltip} formatter={(value) => formatMoney(Number(value))} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        </ResponsiveContainer>
      )}
    </ChartCard>
  );
}

/** Deals that reached each stage, labelled with the conversion from the stage before. */
export function StagePerformanceChart({ stages }: { stages: StageStat[] }) {
  const data = stages
    .filter((s) => s.kind !== 'lost')
    .map((s) => ({ ...s, label: s.conversion === null ? '' : formatPercent(s.conversion) }));
  return (
    <ChartCard title="Stage Performance" note="Deals that reached each stage; % converted from the previous stage">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={data} margin={{ top: 20, right: 8, left: 0, bottom: 0 }}>
          <CartesianGrid {...grid} />
          {/* Every stage is named; slanted, so long names do not run into each other on a narrow card. */}
          <XAxis dataKey="name" {...axis} interval={0} angle={-25} textAnchor="end" height={56} />
          <YAxis {...axis} allowDecimals={false} tickFormatter={countTick} width={40} />
          <Tooltip {...tooltip} formatter={(value) => [value, 'Deals reached']} />
          <Bar isAnimationActive={false} dataKey="reached" fill={palette[1]} radius={[4, 4, 0, 0]}>
            <LabelList dataKey="label" position="top" fill="var(--text-muted)" fontSize={12} />
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}

/** How many deals sit in each stage now, closed stages included. */
export function DealDistributionChart({ stages }: { stages: StageStat[] }) {
  return (
    <ChartCard title="Deal Distribution by Stage">
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={stages} layout="vertical" margin={{ top: 4, right: 16, left: 8, bottom: 0 }}>
          <CartesianGrid {...grid} horizontal={false} vertical />
          <XAxis type="number" {...axis} allowDecimals={false} />
          <YAxis type="category" dataKey="name" {...axis} width={96} />
          <Tooltip {...tooltip} formatter={(value) => [value, 'Deals']} />
          <Bar isAnimationActive={false} dataKey="count" radius={[0, 4, 4, 0]}>
            {stages.map((s, i) => (
              <Cell key={s.stageId} fill={palette[i % palette.length]} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </ChartCard>
  );
}
