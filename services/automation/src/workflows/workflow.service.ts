import {
  AppError,
  issuesError,
  type RpcContext,
  type RpcParsedRequest,
  type Workflow,
  type WorkflowDefinition,
  type WorkflowStatus,
} from '@smartcrm/contracts';
import { type RpcClient, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { isDeepStrictEqual } from 'node:util';
import type { AutomationDb } from '../db/schema';
import { toWorkflow, triggerKey } from './workflow.mapper';
import { workflowSecret } from './workflow-secret';
import { type WorkflowRow, workflowRepository as workflows } from './workflow.repository';
import { validateWorkflow } from './workflow-validation';
import { workspaceIds } from './workspace-ids';
import { newHookToken } from '../triggers/hook-token';

/** A webhook workflow's URL secret, made with its first webhook trigger (the update keeps one it has). */
const hookTokenOf = (definition: WorkflowDefinition | undefined, tenantId: string) =>
  definition?.trigger.type === 'inbound_webhook' ? { hook_token: newHookToken(tenantId) } : {};

const notFound = () => new AppError('not_found', 'No such workflow');

export function createWorkflowService(uow: UnitOfWork<AutomationDb>, rpc: RpcClient, signingKey: string) {
  const shown = (row: WorkflowRow) => toWorkflow(row, workflowSecret(signingKey, row.tenant_id, row.id));
  const read = async (tenantId: string, id: string) => {
    const row = await uow.read(tenantId, (db) => workflows.find(db, id));
    if (!row) throw notFound();
    return shown(row);
  };

  const checked = async (definition: WorkflowDefinition, ctx: RpcContext) => {
    const issues = validateWorkflow(definition, await workspaceIds(rpc, ctx, definition));
    if (issues.length > 0) throw issuesError(issues, 'workflow');
  };

  /**
   * Publishes `definition` as the next version unless it is the published one already, and sets
   * the state; runs in flight keep the version they started on.
   */
  const publish = async (id: string, definition: WorkflowDefinition, status: WorkflowStatus, ctx: RpcContext) => {
    const tenantId = requireTenant(ctx);
    await uow.withTenant(tenantId, async (trx) => {
      const row = await workflows.lock(trx, id);
      if (!row || row.status === 'archived') throw notFound();
      const current = row.published_version && (await workflows.version(trx, id, row.published_version));
      let version = row.published_version;
      if (!current || !isDeepStrictEqual(current.definition, definition)) {
        version = (row.published_version ?? 0) + 1;
        await workflows.insertVersion(trx, {
          tenant_id: tenantId,
          workflow_id: id,
          version,
          definition,
          published_by: ctx.actor?.userId ?? null,
        });
      }
      await workflows.update(trx, id, {
        definition,
        status,
        published_version: version,
        trigger_key: triggerKey(definition.trigger),
      });
    });
    return read(tenantId, id);
  };

  const setStatus = async (id: string, status: WorkflowStatus, ctx: RpcContext) => {
    const tenantId = requireTenant(ctx);
    await uow.withTenant(tenantId, async (trx) => {
      const row = await workflows.lock(trx, id);
      if (!row || row.status === 'archived') throw notFound();
      await workflows.update(trx, id, { status });
    });
    return read(tenantId, id);
  };

  return {
    list: async (ctx: RpcContext) => ({
      items: (await uow.read(requireTenant(ctx), (db) => workflows.list(db))).map(shown),
    }),

    get: (id: string, ctx: RpcContext) => read(requireTenant(ctx), id),

    async create(input: RpcParsedRequest<'automation.workflows.create'>, ctx: RpcContext): Promise<Workflow> {
      const tenantId = requireTenant(ctx);
      const id = crypto.randomUUID();
      await uow.withTenant(tenantId, (trx) =>
        workflows.insert(trx, {
          tenant_id: tenantId,
          id,
          ...input,
          created_by: ctx.actor?.userId ?? null,
          ...hookTokenOf(input.definition, tenantId),
        }),
      );
      return read(tenantId, id);
    },

    /** A draft or paused workflow just saves; an active one must pass the checks and goes live as a new version. */
    async update(request: RpcParsedRequest<'automation.workflows.update'>, ctx: RpcContext): Promise<Workflow> {
      const { id, definition, ...rest } = request;
      const tenantId = requireTenant(ctx);
      const existing = await read(tenantId, id);
      if (existing.status === 'archived') throw notFound();
      if (definition && existing.status === 'active') await checked(definition, ctx);
      await uow.withTenant(tenantId, (trx) =>
        workflows.update(trx, id, {
          ...rest,
          ...(definition ? { definition } : {}),
          ...hookTokenOf(definition, tenantId),
        }),
      );
      return definition && existing.status === 'active' ? publish(id, definition, 'active', ctx) : read(tenantId, id);
    },

    async activate(id: string, ctx: RpcContext): Promise<Workflow> {
      const existing = await read(requireTenant(ctx), id);
      if (existing.status === 'archived') throw notFound();
      await checked(existing.definition, ctx);
      return publish(id, existing.definition, 'active', ctx);
    },

    pause: (id: string, ctx: RpcContext) => setStatus(id, 'paused', ctx),
    archive: (id: string, ctx: RpcContext) => setStatus(id, 'archived', ctx),
  };
}
export type WorkflowService = ReturnType<typeof createWorkflowService>;
