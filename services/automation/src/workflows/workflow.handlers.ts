import type { RpcHandlers } from '@smartcrm/kit';
import type { RunService } from '../engine/run.service';
import type { HookService } from '../triggers/hook.service';
import type { WorkflowService } from './workflow.service';

export function workflowHandlers(
  workflows: WorkflowService,
  runs: RunService,
  hooks: HookService,
): RpcHandlers<'automation'> {
  return {
    'automation.workflows.list': (_request, ctx) => workflows.list(ctx),
    'automation.workflows.get': ({ id }, ctx) => workflows.get(id, ctx),
    'automation.workflows.create': (request, ctx) => workflows.create(request, ctx),
    'automation.workflows.update': (request, ctx) => workflows.update(request, ctx),
    'automation.workflows.activate': ({ id }, ctx) => workflows.activate(id, ctx),
    'automation.workflows.pause': ({ id }, ctx) => workflows.pause(id, ctx),
    'automation.workflows.archive': ({ id }, ctx) => workflows.archive(id, ctx),
    'automation.workflows.run_manual': (request, ctx) => runs.runManual(request, ctx),
    'automation.runs.list': (request, ctx) => runs.history(request, ctx),
    'automation.hooks.receive': (request, ctx) => hooks.receive(request, ctx),
    'automation.notifications.list': (_request, ctx) => runs.notifications(ctx),
    'automation.notifications.clear': (_request, ctx) => runs.clearNotifications(ctx),
  };
}
