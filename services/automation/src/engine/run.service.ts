import {
  AppError,
  type AutomationObject,
  type RpcContext,
  type RpcParsedRequest,
  triggerObject,
  WorkflowDefinition,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { AutomationDb } from '../db/schema';
import { notificationRepository as notifications } from '../notifications/notification.repository';
import { workflowRepository as workflows } from '../workflows/workflow.repository';
import type { CrmRecords } from './crm-records';
import { toRun } from './run.mapper';
import { runRepository as runs } from './run.repository';
import type { RunStarter } from './run-starter';

export function createRunService(deps: { uow: UnitOfWork<AutomationDb>; records: CrmRecords; start: RunStarter }) {
  const { uow } = deps;
  return {
    async history({ workflowId, limit }: RpcParsedRequest<'automation.runs.list'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      if (!(await uow.read(tenantId, (db) => workflows.find(db, workflowId)))) {
        throw new AppError('not_found', 'No such workflow');
      }
      const { runs: rows, steps } = await uow.read(tenantId, (db) => runs.history(db, workflowId, limit));
      return {
        items: rows.map((run) =>
          toRun(
            run,
            steps.filter((s) => s.run_id === run.id),
          ),
        ),
      };
    },

    /** Starts an active manual workflow on records the user picked, each read with the user's own visibility. */
    async runManual({ id, recordIds }: RpcParsedRequest<'automation.workflows.run_manual'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const workflow = await uow.read(tenantId, (db) => workflows.find(db, id));
      if (!workflow || workflow.status === 'archived') throw new AppError('not_found', 'No such workflow');
      const definition = WorkflowDefinition.parse(workflow.definition);
      if (workflow.status !== 'active' || definition.trigger.type !== 'manual' || !workflow.published_version) {
        throw new AppError('bad_input', 'Only an active workflow with a manual trigger runs on picked records', {
          issues: [{ path: 'id', message: 'not an active manual workflow' }],
        });
      }
      const object = triggerObject(definition.trigger);
      const unique = [...new Set(recordIds)];
      await Promise.all(unique.map((recordId) => deps.records.get(object, recordId, ctx)));
      const version = await uow.read(tenantId, (db) => workflows.version(db, id, workflow.published_version!));
      const published = WorkflowDefinition.parse(version?.definition);
      const started = await deps.start(
        tenantId,
        unique.map((recordId) => ({
          workflowId: id,
          version: workflow.published_version!,
          firstStep: published.steps[0]?.id ?? null,
          object,
          recordId,
          triggerKey: `manual:${ctx.requestId}:${recordId}`,
        })),
        0,
      );
      return { started };
    },

    async notifications(ctx: RpcContext) {
      const userId = ctx.actor?.userId;
      if (!userId) return { items: [] };
      const rows = await uow.read(requireTenant(ctx), (db) => notifications.latestFor(db, userId));
      return {
        items: rows.map((n) => ({
          id: n.id,
          workflowId: n.workflow_id,
          runId: n.run_id,
          message: n.message,
          object: n.object as AutomationObject,
          recordId: n.record_id,
          createdAt: n.created_at.toISOString(),
        })),
      };
    },

    async clearNotifications(ctx: RpcContext) {
      const userId = ctx.actor?.userId;
      if (userId) {
        await uow.withTenant(requireTenant(ctx), (trx) => notifications.clearFor(trx, userId));
      }
      return { ok: true as const };
    },
  };
}
export type RunService = ReturnType<typeof createRunService>;
