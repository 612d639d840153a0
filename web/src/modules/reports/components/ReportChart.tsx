import { formatCompact, type ReportResult, type Visualisation } from '@smartcrm/contracts';
import {
  Area,
  AreaChart,
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Funnel,
  FunnelChart,
  LabelList,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { axis, countTick, grid, palette, tooltip } from '../../analytics/utils/chart-theme';
import { type ChartPoint, chartData, clickedKeys } from '../utils/chart-data';
import { formatFigure } from '../utils/figure-format';

interface ReportChartProps {
  result: ReportResult;
  visualisation: Visualisation;
  onDrill: (keys: (string | null)[]) => void;
}

/** The result drawn as the report asks; a click on a bar, point or slice drills into its group. */
export function ReportChart({ result, visualisation, onDrill }: ReportChartProps) {
  const { points, series } = chartData(result);
  if (points.length === 0) return <p className="chart-card__empty">No records match this report</p>;
  const stacked = series.some((s) => s.keys);
  const first = series[0]!;
  const byIndex = (index: unknown) => {
    const point = points[Number(index)];
    if (point) onDrill(clickedKeys(point, first));
  };

  if (visualisation === 'number') {
    return (
      <div className="report-number" data-testid="report-number">
        <span className="report-number__value">{formatCompact(Number(points[0]?.[first.name] ?? 0))}</span>
        <span className="report-number__label">{first.name}</span>
      </div>
    );
  }
  if (visualisation === 'pie' || visualisation === 'funnel') {
    const data = points.map((p) => ({ name: p.label, value: Number(p[first.name] ?? 0), point: p }));
    const drill = (entry: { payload?: { point?: ChartPoint } }) => {
      if (entry.payload?.point) onDrill(clickedKeys(entry.payload.point, first));
    };
    return (
      <ResponsiveContainer width="100%" height="100%">
        {visualisation === 'pie' ? (
          <PieChart>
            <Pie isAnimationActive={false} data={data} dataKey="value" nameKey="name" outerRadius="75%" onClick={drill}>
              {data.map((d, i) => (
                <Cell key={d.name} fill={palette[i % palette.length]} cursor="pointer" />
              ))}
            </Pie>
            <Tooltip {...tooltip} formatter={(v) => formatFigure(v)} />
            <Legend wrapperStyle={{ fontSize: 12 }} />
          </PieChart>
        ) : (
          <FunnelChart>
            <Tooltip {...tooltip} formatter={(v) => formatFigure(v)} />
            <Funnel isAnimationActive={false} data={data} dataKey="value" nameKey="name" onClick={drill}>
              {data.map((d, i) => (
                <Cell key={d.name} fill={palette[i % palette.length]} cursor="pointer" />
              ))}
              <LabelList position="right" dataKey="name" fill="var(--text)" stroke="none" />
            </Funnel>
          </FunnelChart>
        )}
      </ResponsiveContainer>
    );
  }

  const common = {
    data: points,
    margin: { top: 8, right: 16, left: 0, bottom: 0 },
    onClick: (state: { activeTooltipIndex?: unknown }) => {
      if (visualisation !== 'bar') byIndex(state?.activeTooltipIndex);
    },
  };
  const axes = (
    <>
      <CartesianGrid {...grid} />
      <XAxis dataKey="label" {...axis} />
      <YAxis {...axis} tickFormatter={countTick} width={56} />
      <Tooltip {...tooltip} cursor={{ fill: 'var(--border)', fillOpacity: 0.35 }} formatter={(v) => formatFigure(v)} />
      {series.length > 1 && <Legend wrapperStyle={{ fontSize: 12 }} />}
    </>
  );
  return (
    <ResponsiveContainer width="100%" height="100%">
      {visualisation === 'line' ? (
        <LineChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Line key={s.name} isAnimationActive={false} dataKey={s.name} stroke={palette[i % palette.length]} />
          ))}
        </LineChart>
      ) : visualisation === 'area' ? (
        <AreaChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Area
              key={s.name}
              isAnimationActive={false}
              dataKey={s.name}
              stackId={stacked ? 'groups' : undefined}
              stroke={palette[i % palette.length]}
              fill={palette[i % palette.length]}
              fillOpacity={0.3}
            />
          ))}
        </AreaChart>
      ) : (
        <BarChart {...common}>
          {axes}
          {series.map((s, i) => (
            <Bar
              key={s.name}
              isAnimationActive={false}
              dataKey={s.name}
              stackId={stacked ? 'groups' : undefined}
              fill={palette[i % palette.length]}
              maxBarSize={72}
              cursor="pointer"
              onClick={(entry: { payload?: ChartPoint }) => entry.payload && onDrill(clickedKeys(entry.payload, s))}
            />
          ))}
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
