import {
  BulkEstimate,
  BulkRun,
  BulkRunList,
  BulkSummary,
  JobFailureList,
  StartBulkRequest,
  access,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['ai'];
const params = z.object({ id: z.uuid() });
// Starting a run spends AI credits like any analysis; watching and steering runs is for operations.
const start = { config: access.aiAnalysis } as const;
const operate = { config: access.aiOperations } as const;

const bulkRunRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/estimate',
    {
      ...start,
      schema: {
        tags,
        summary: 'Cost and time of a bulk analysis (001 §9)',
        body: StartBulkRequest,
        response: { 200: BulkEstimate },
      },
    },
    (request) => app.rpc.call('ai.bulk.estimate', request.body, request.rpcContext()),
  );
  app.post(
    '/',
    {
      ...start,
      schema: {
        tags,
        summary: 'Start a bulk analysis now or overnight',
        body: StartBulkRequest,
        response: { 200: BulkSummary },
      },
    },
    (request) =>
      app.rpc.call('ai.bulk.start', request.body, request.rpcContext(), { timeoutMs: request.body.timeLimit + 10_000 }),
  );
  app.get(
    '/',
    { ...operate, schema: { tags, summary: 'Bulk analyses, newest first', response: { 200: BulkRunList } } },
    (request) => app.rpc.call('ai.bulk.list', {}, request.rpcContext()),
  );
  app.get(
    '/failures',
    {
      ...operate,
      schema: {
        tags,
        summary: 'Contacts a bulk analysis failed on',
        querystring: z.object({ runId: z.uuid().optional() }),
        response: { 200: JobFailureList },
      },
    },
    (request) => app.rpc.call('ai.jobs.failures', request.query, request.rpcContext()),
  );
  app.post(
    '/failures/:id/requeue',
    {
      ...operate,
      schema: {
        tags,
        summary: 'Try a failed contact again',
        params,
        response: { 200: z.object({ requeued: z.number().int() }) },
      },
    },
    (request) => app.rpc.call('ai.jobs.requeue', request.params, request.rpcContext()),
  );
  app.get(
    '/:id',
    { ...operate, schema: { tags, summary: 'One bulk analysis and its progress', params, response: { 200: BulkRun } } },
    (request) => app.rpc.call('ai.bulk.get', request.params, request.rpcContext()),
  );
  for (const action of ['pause', 'resume', 'cancel'] as const) {
    app.post(
      `/:id/${action}`,
      {
        ...operate,
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a bulk analysis`,
          params,
          response: { 200: BulkRun },
        },
      },
      (request) => app.rpc.call(`ai.bulk.${action}`, request.params, request.rpcContext()),
    );
  }
};
export default bulkRunRoutes;
