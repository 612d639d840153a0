import {
  access,
  DrillPage,
  ReportDrillRequest,
  ReportResult,
  ReportRunRequest,
  SavedReport,
  SavedReportInput,
  SavedReportPatch,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCsvPages } from '../../../platform/csv-download';

const params = z.object({ id: z.uuid() });
const tags = ['reports'];
const config = access.reports;

/** The report builder: run a spec, drill into a group, keep reports (private or shared with the workspace). */
const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/run',
    {
      config,
      schema: {
        tags,
        summary: 'Run a report spec: its groups and measures, counting only records you may see',
        body: ReportRunRequest,
        response: { 200: ReportResult },
      },
    },
    (request) => app.rpc.call('crm.reports.run', request.body, request.rpcContext()),
  );
  app.post(
    '/drill',
    {
      config,
      schema: {
        tags,
        summary: "The records behind one group of a report (the group's keys as the run gave them), a page at a time",
        body: ReportDrillRequest,
        response: { 200: DrillPage },
      },
    },
    (request) => app.rpc.call('crm.reports.drill', request.body, request.rpcContext()),
  );
  app.post(
    '/export.csv',
    {
      config,
      schema: {
        tags,
        summary: "A report's result table as CSV (group names, then the measures)",
        body: ReportRunRequest,
      },
    },
    async (request, reply) => {
      const result = await app.rpc.call('crm.reports.run', request.body, request.rpcContext());
      const columns = result.columns.map((column, i) => ({ key: String(i), header: column.label }));
      return sendCsvPages(
        reply,
        'report.csv',
        columns,
        async () => ({ items: result.rows, nextCursor: null }),
        (row) => Object.fromEntries([...row.labels, ...row.values].map((cell, i) => [String(i), cell])),
      );
    },
  );
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Your saved reports and the shared ones',
        response: { 200: z.object({ items: z.array(SavedReport) }) },
      },
    },
    (request) => app.rpc.call('crm.reports.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'Save a report', body: SavedReportInput, response: { 201: SavedReport } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.reports.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, change or share a report (owner only; `version` as read)',
        params,
        body: SavedReportPatch,
        response: { 200: SavedReport },
      },
    },
    (request) =>
      app.rpc.call('crm.reports.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Delete a report', params, response: { 200: z.object({ id: z.uuid() }) } } },
    (request) => app.rpc.call('crm.reports.delete', request.params, request.rpcContext()),
  );
};
export default reportRoutes;
