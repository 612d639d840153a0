import { AppError, type RpcContext, type RpcParsedRequest, WorkflowDefinition } from '@smartcrm/contracts';
import type { RpcClient, UnitOfWork } from '@smartcrm/kit';
import type { AutomationDb } from '../db/schema';
import type { RunStarter } from '../engine/run-starter';
import { contactByEmail } from './contact-lookup';
import { hookRepository as hooks } from './hook.repository';
import { tenantOfToken } from './hook-token';

const noSuchHook = () => new AppError('not_found', 'No such webhook');

/**
 * An integrator's post to a workflow's secret URL: the token names the workspace and the active
 * workflow (anything else is not found); the body's `email` picks the contact the run is about.
 * Each post is its own intent (its request id is the run's trigger key).
 */
export function createHookService(deps: { uow: UnitOfWork<AutomationDb>; rpc: RpcClient; start: RunStarter }) {
  return {
    async receive({ token, payload }: RpcParsedRequest<'automation.hooks.receive'>, ctx: RpcContext) {
      const tenantId = tenantOfToken(token);
      if (!tenantId) throw noSuchHook();
      const workflow = await deps.uow.read(tenantId, (db) => hooks.activeByToken(db, token));
      if (!workflow) throw noSuchHook();
      const asWorkspace = { ...ctx, tenantId, actor: null };
      const contact = payload.email ? await contactByEmail(deps.rpc, payload.email, asWorkspace) : null;
      if (!contact) return { started: 0, contactId: null };
      const definition = WorkflowDefinition.parse(workflow.definition);
      const started = await deps.start(
        tenantId,
        [
          {
            workflowId: workflow.id,
            version: workflow.version,
            firstStep: definition.steps[0]?.id ?? null,
            object: 'contact',
            recordId: contact.id,
            triggerKey: `webhook:${ctx.requestId}`,
          },
        ],
        0,
      );
      return { started, contactId: contact.id };
    },
  };
}
export type HookService = ReturnType<typeof createHookService>;
