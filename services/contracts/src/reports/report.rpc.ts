import { z } from 'zod';
import {
  DrillPage,
  ReportDrillRequest,
  ReportResult,
  ReportRunRequest,
  SavedReport,
  SavedReportInput,
  SavedReportPatch,
} from './report.schema';

/** The report builder's request/reply methods; rpc.ts combines every domain's. */
export const reportRpcMethods = {
  /** One spec compiled to one SQL statement, run under the viewer's record visibility. */
  'crm.reports.run': { request: ReportRunRequest, reply: ReportResult },
  /** The records behind one group of a report, a page at a time. */
  'crm.reports.drill': { request: ReportDrillRequest, reply: DrillPage },
  'crm.reports.list': { request: z.object({}), reply: z.object({ items: z.array(SavedReport) }) },
  'crm.reports.create': { request: SavedReportInput, reply: SavedReport },
  'crm.reports.update': { request: z.object({ id: z.uuid(), patch: SavedReportPatch }), reply: SavedReport },
  'crm.reports.delete': { request: z.object({ id: z.uuid() }), reply: z.object({ id: z.uuid() }) },
} as const;
