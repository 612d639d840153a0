import {
  type AssistantFunctionName,
  type AssistantReference,
  assistantFunctionArgs,
  formatMoney,
  type RpcContext,
} from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';
import type { z } from 'zod';

type Args<F extends AssistantFunctionName> = z.output<(typeof assistantFunctionArgs)[F]>;

export interface FunctionResult {
  /** What the model (or the built-in answer) is told. */
  data: Record<string, unknown>;
  /** The answer in words for the user. */
  text: string;
  references: AssistantReference[];
}

/**
 * The CRM functions, called with the user's own envelope: crm applies the tenant and record
 * visibility, so an assistant can never reach what the user could not open themselves.
 */
export function createAssistantFunctions(rpc: RpcClient) {
  async function searchContacts({ query }: Args<'search_contacts'>, ctx: RpcContext): Promise<FunctionResult> {
    const page = await rpc.call('crm.contacts.list', { search: query, limit: 5 }, ctx);
    const references = page.items.map((c) => ({
      type: 'contact' as const,
      id: c.id,
      label: c.name,
      detail: [c.position, c.company].filter(Boolean).join(' at ') || c.email,
    }));
    return {
      data: {
        contacts: page.items.map((c) => ({
          id: c.id,
          name: c.name,
          email: c.email,
          company: c.company,
          status: c.status,
        })),
      },
      text: references.length
        ? `I found ${references.length} contact${references.length === 1 ? '' : 's'} matching "${query}".`
        : `No contact matches "${query}".`,
      references,
    };
  }

  async function searchDeals({ query, status }: Args<'search_deals'>, ctx: RpcContext): Promise<FunctionResult> {
    const deals =
      query.length >= 2
        ? await Promise.all(
            (await rpc.call('crm.search.global', { q: query, types: ['deal'], limit: 10 }, ctx)).hits.map((h) =>
              rpc.call('crm.deals.get', { id: h.id }, ctx),
            ),
          )
        : (
            await rpc.call(
              'crm.deals.list',
              { ...(status ? { status: [status] } : {}), sort: '-value', limit: 10 },
              ctx,
            )
          ).items;
    const matching = deals.filter((d) => !status || d.status === status).slice(0, 5);
    const references = matching.map((d) => ({
      type: 'deal' as const,
      id: d.id,
      label: d.title,
      detail: `${formatMoney(d.value)} · ${d.probability}% · ${d.status}`,
    }));
    const what = `${status ? `${status} ` : ''}deal${references.length === 1 ? '' : 's'}${query ? ` matching "${query}"` : ''}`;
    return {
      data: {
        deals: matching.map((d) => ({
          id: d.id,
          title: d.title,
          value: d.value,
          status: d.status,
          probability: d.probability,
          expectedCloseDate: d.expectedCloseDate,
        })),
      },
      text: references.length ? `I found ${references.length} ${what}.` : `No ${what}.`,
      references,
    };
  }

  return {
    async read(name: 'search_contacts' | 'search_deals', args: unknown, ctx: RpcContext) {
      return name === 'search_contacts'
        ? searchContacts(assistantFunctionArgs.search_contacts.parse(args), ctx)
        : searchDeals(assistantFunctionArgs.search_deals.parse(args), ctx);
    },

    /** A confirmed write; `threadId` links a created task back to its conversation. */
    async write(
      name: AssistantFunctionName,
      args: unknown,
      threadId: string,
      ctx: RpcContext,
    ): Promise<FunctionResult> {
      if (name === 'create_task') {
        const a = assistantFunctionArgs.create_task.parse(args);
        const task = await rpc.call('crm.tasks.create', { ...a, assistantThreadId: threadId }, ctx);
        return {
          data: { taskId: task.id, title: task.title, dueDate: task.dueDate },
          text: `Done: I created the task "${task.title}"${task.dueDate ? ` due ${task.dueDate}` : ''}.`,
          references: [{ type: 'task', id: task.id, label: task.title, detail: task.contactName }],
        };
      }
      if (name === 'update_deal') {
        const { dealId, ...patch } = assistantFunctionArgs.update_deal.parse(args);
        const current = await rpc.call('crm.deals.get', { id: dealId }, ctx);
        const deal = await rpc.call(
          'crm.deals.update',
          { id: dealId, patch: { ...patch, version: current.version } },
          ctx,
        );
        return {
          data: {
            dealId: deal.id,
            value: deal.value,
            probability: deal.probability,
            expectedCloseDate: deal.expectedCloseDate,
          },
          text: `Done: ${deal.title} is now ${formatMoney(deal.value)} at ${deal.probability}%${deal.expectedCloseDate ? `, closing ${deal.expectedCloseDate}` : ''}.`,
          references: [{ type: 'deal', id: deal.id, label: deal.title, detail: null }],
        };
      }
      if (name === 'log_note') {
        const { body, contactId, dealId } = assistantFunctionArgs.log_note.parse(args);
        const parent = dealId ? { dealId } : { contactId: contactId as string };
        const note = await rpc.call('crm.activities.log', { parent, activity: { kind: 'note', body } }, ctx);
        return { data: { activityId: note.id }, text: 'Done: I logged the note on the timeline.', references: [] };
      }
      throw new Error(`${name} is not a write`);
    },
  };
}
export type AssistantFunctions = ReturnType<typeof createAssistantFunctions>;
