import { allSteps, type RpcContext, type WorkflowDefinition } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

/** What of the workspace a definition may name: its users and its pipelines' stages. */
export interface WorkspaceIds {
  userIds: ReadonlySet<string>;
  stageIds: ReadonlySet<string>;
  /** Its email templates, read only when a step sends one. */
  templateIds?: ReadonlySet<string>;
}

/** The workspace's users and stages, from crm, and its templates when a step sends one: what a definition may name. */
export async function workspaceIds(
  rpc: RpcClient,
  ctx: RpcContext,
  definition: WorkflowDefinition,
): Promise<WorkspaceIds> {
  const sendsEmail = allSteps(definition.steps).some((s) => s.type === 'send_email');
  const [members, pipelines, templates] = await Promise.all([
    rpc.call('crm.members.list', {}, ctx),
    rpc.call('crm.pipelines.list', {}, ctx),
    sendsEmail ? rpc.call('messaging.templates.list', {}, ctx) : null,
  ]);
  return {
    userIds: new Set(members.items.map((m) => m.userId)),
    stageIds: new Set(pipelines.items.flatMap((p) => p.stages.map((s) => s.id))),
    ...(templates ? { templateIds: new Set(templates.items.map((t) => t.id)) } : {}),
  };
}
