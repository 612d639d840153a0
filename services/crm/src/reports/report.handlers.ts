import type { RpcHandlers } from '@smartcrm/kit';
import type { ReportRunService } from './report-run.service';
import type { SavedReportService } from './saved-report.service';

type ReportHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.reports.run'
  | 'crm.reports.drill'
  | 'crm.reports.list'
  | 'crm.reports.create'
  | 'crm.reports.update'
  | 'crm.reports.delete'
>;

export function reportHandlers(runs: ReportRunService, saved: SavedReportService): ReportHandlers {
  return {
    'crm.reports.run': (request, ctx) => runs.run(request, ctx),
    'crm.reports.drill': (request, ctx) => runs.drill(request, ctx),
    'crm.reports.list': (_request, ctx) => saved.list(ctx),
    'crm.reports.create': (request, ctx) => saved.create(request, ctx),
    'crm.reports.update': (request, ctx) => saved.update(request, ctx),
    'crm.reports.delete': ({ id }, ctx) => saved.remove(id, ctx),
  };
}
