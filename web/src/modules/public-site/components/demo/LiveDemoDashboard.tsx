import { useQuery } from '@tanstack/react-query';
import { useDemoPeriod } from '../../hooks/useDemoPeriod';
import { demoFiguresQuery, demoPipelineQuery } from '../../demo-workspace';
import { DemoDashboardView } from './DemoDashboard';

/** /demo/dashboard: the demo dashboard over the demo workspace's own deals and contacts. */
export function LiveDemoDashboard() {
  const { visible, period, choose } = useDemoPeriod();
  const figures = useQuery(demoFiguresQuery(period));
  const pipeline = useQuery(demoPipelineQuery());
  return (
    <DemoDashboardView
      size="full"
      period={period}
      visible={visible}
      choose={choose}
      metrics={figures.data}
      stages={pipeline.data ?? []}
      badge="Demo workspace"
    />
  );
}
