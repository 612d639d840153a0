import type { Actor, AutomationObject, FieldValue, RpcContext, RpcRequest } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

export type RecordData = Record<string, unknown> & { id: string; version: number };

/**
 * The records a run reads and changes, through crm's methods (never its tables), in the run's
 * context: the changes' events carry the run's request id, which the loop guard reads.
 */
export function crmRecords(rpc: RpcClient) {
  const get = async (object: AutomationObject, id: string, ctx: RpcContext): Promise<RecordData> => {
    switch (object) {
      case 'contact':
        return rpc.call('crm.contacts.get', { id }, ctx);
      case 'deal':
        return rpc.call('crm.deals.get', { id }, ctx);
      case 'task':
        return rpc.call('crm.tasks.get', { id }, ctx);
      case 'appointment':
        return rpc.call('crm.appointments.get', { id }, ctx);
    }
  };

  /** Sets the fields on the version just read; a concurrent edit fails the try and the step is retried. */
  const update = async (
    object: AutomationObject,
    id: string,
    fields: Record<string, FieldValue | string[]>,
    ctx: RpcContext,
  ) => {
    const { version } = await get(object, id, ctx);
    const patch = { ...fields, version } as never;
    switch (object) {
      case 'contact':
        return rpc.call('crm.contacts.update', { id, patch }, ctx);
      case 'deal':
        return rpc.call('crm.deals.update', { id, patch }, ctx);
      case 'task':
        return rpc.call('crm.tasks.update', { id, patch }, ctx);
      case 'appointment':
        return rpc.call('crm.appointments.update', { id, patch }, ctx);
    }
  };

  /** Creates the task under the id the plan chose: a repeat answers with the task made the first time. */
  const createTask = (task: RpcRequest<'crm.tasks.create'>, ctx: RpcContext) => rpc.call('crm.tasks.create', task, ctx);

  /** Creates the deal under the id the plan chose: a repeat answers with the deal made the first time. */
  const createDeal = (deal: RpcRequest<'crm.deals.create'>, ctx: RpcContext) => rpc.call('crm.deals.create', deal, ctx);

  /** The contact's open deal a step acts on: the newest; null when they have none. */
  const openDealOf = async (contactId: string, ctx: RpcContext) => {
    const page = await rpc.call('crm.deals.list', { contactId, status: 'open', sort: '-createdAt', limit: 1 }, ctx);
    return page.items[0] ?? null;
  };

  /** Who a step may act as (their mailbox, their name on a text): a member of the workspace, or null. */
  const member = async (userId: string, ctx: RpcContext): Promise<Actor | null> => {
    const found = (await rpc.call('crm.members.list', {}, ctx)).items.find((m) => m.userId === userId);
    return found ? { userId: found.userId, role: found.role, email: found.email } : null;
  };

  return { get, update, createTask, createDeal, openDealOf, member };
}
export type CrmRecords = ReturnType<typeof crmRecords>;
