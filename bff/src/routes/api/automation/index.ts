import {
  access,
  AutomationNotificationList,
  ManualRunRequest,
  ManualRunResult,
  RunListQuery,
  Workflow,
  WorkflowInput,
  WorkflowList,
  WorkflowPatch,
  WorkflowRunList,
  rpcMethods,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const tags = ['automation'];
const config = { permission: access.automation.permission } as const;
const params = z.object({ id: z.uuid() });

/** `/api/automation`: workflows (build, activate, pause, archive, run on picked records) and their runs. */
const automationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/workflows',
    { config, schema: { tags, summary: 'Workflows', response: { 200: WorkflowList } } },
    (request) => app.rpc.call('automation.workflows.list', {}, request.rpcContext()),
  );
  app.get(
    '/workflows/:id',
    {
      config,
      schema: { tags, summary: 'A workflow with its draft and live version', params, response: { 200: Workflow } },
    },
    (request) => app.rpc.call('automation.workflows.get', request.params, request.rpcContext()),
  );
  app.post(
    '/workflows',
    { config, schema: { tags, summary: 'A new draft', body: WorkflowInput, response: { 201: Workflow } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('automation.workflows.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/workflows/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change; an active one goes live as a new version',
        params,
        body: WorkflowPatch,
        response: { 200: Workflow },
      },
    },
    (request) =>
      app.rpc.call('automation.workflows.update', { ...request.body, ...request.params }, request.rpcContext()),
  );
  const actionSummaries = {
    activate: 'Publish the draft as the live version and run it on new events',
    pause: 'Stop starting runs (runs in flight finish)',
    archive: 'Put the workflow away for good',
  };
  for (const action of ['activate', 'pause', 'archive'] as const) {
    app.post(
      `/workflows/:id/${action}`,
      { config, schema: { tags, summary: actionSummaries[action], params, response: { 200: Workflow } } },
      (request) => app.rpc.call(`automation.workflows.${action}`, request.params, request.rpcContext()),
    );
  }
  app.post(
    '/workflows/:id/runs',
    {
      config,
      schema: {
        tags,
        summary: 'Run a manual workflow on picked records',
        params,
        body: ManualRunRequest,
        response: { 200: ManualRunResult },
      },
    },
    (request) =>
      app.rpc.call('automation.workflows.run_manual', { ...request.body, ...request.params }, request.rpcContext()),
  );
  app.get(
    '/workflows/:id/runs',
    {
      config,
      schema: {
        tags,
        summary: 'Recent runs with each step',
        params,
        querystring: RunListQuery.omit({ workflowId: true }),
        response: { 200: WorkflowRunList },
      },
    },
    (request) =>
      app.rpc.call('automation.runs.list', { ...request.query, workflowId: request.params.id }, request.rpcContext()),
  );
  // Anyone signed in reads what workflows told them.
  app.get(
    '/notifications',
    {
      schema: {
        tags,
        summary: "The signed-in user's workflow notifications",
        response: { 200: AutomationNotificationList },
      },
    },
    (request) => app.rpc.call('automation.notifications.list', {}, request.rpcContext()),
  );
  app.delete(
    '/notifications',
    {
      schema: {
        tags,
        summary: 'Clear my workflow notifications',
        response: { 200: rpcMethods['automation.notifications.clear'].reply },
      },
    },
    (request) => app.rpc.call('automation.notifications.clear', {}, request.rpcContext()),
  );
};

export default automationRoutes;
