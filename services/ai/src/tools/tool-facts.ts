import type { RpcContext } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';
import type { ServerTool, ToolFacts, ToolInput } from './tool-definition';

const str = (v: unknown) => (typeof v === 'string' && v ? v : undefined);

/**
 * The records a run draws on, read from crm with the user's own envelope: crm's tenant and
 * visibility rules apply, so another workspace's or a hidden record is simply not found.
 */
export async function gatherFacts(
  rpc: RpcClient,
  tool: ServerTool,
  input: ToolInput,
  ctx: RpcContext,
): Promise<ToolFacts> {
  const contactId = str(input.contactId);
  const dealId = str(input.dealId);
  const [contact, deal] = await Promise.all([
    contactId ? rpc.call('crm.contacts.get', { id: contactId }, ctx) : undefined,
    dealId ? rpc.call('crm.deals.get', { id: dealId }, ctx) : undefined,
  ]);
  const parent = deal ? { dealId: deal.id } : contact ? { contactId: contact.id } : undefined;
  const activities = parent ? (await rpc.call('crm.activities.list', { parent, limit: 10 }, ctx)).items : [];
  const facts: ToolFacts = { activities };
  if (contact) facts.contact = contact;
  if (deal) facts.deal = deal;
  if (tool.needs === 'open_deals') {
    facts.openDeals = (
      await rpc.call('crm.deals.list', { status: ['open'], owner: 'me', sort: '-value', limit: 200 }, ctx)
    ).items;
  }
  if (tool.needs === 'search') {
    const q = str(input.query) ?? '';
    // Search needs two characters; a shorter query simply matches nothing.
    facts.hits =
      q.length < 2
        ? []
        : (await rpc.call('crm.search.global', { q, types: ['contact', 'deal', 'company'], limit: 10 }, ctx)).hits;
  }
  if (tool.signed && ctx.actor && ctx.tenantId) {
    const [user, tenant] = await Promise.all([
      rpc.call('identity.users.find_by_email', { email: ctx.actor.email }, ctx),
      rpc.call('tenant.tenants.resolve', { identifier: ctx.tenantId }, ctx),
    ]);
    facts.sender = { name: user?.name ?? ctx.actor.email, company: tenant.branding.companyName };
  }
  return facts;
}

/** The facts as text for a model's prompt: only what the user could see on screen. */
export function describeFacts(facts: ToolFacts): string {
  const lines: string[] = [];
  const c = facts.contact;
  if (c) {
    lines.push(
      `Contact: ${c.name}, ${c.position ?? c.title ?? 'role unknown'} at ${c.company ?? 'unknown company'}; industry ${c.industry ?? 'unknown'}; status ${c.status}; interest ${c.interestLevel}; prefers ${c.preferredContact}; last contact ${c.lastContact ?? 'never'}.`,
    );
  }
  const d = facts.deal;
  if (d) {
    lines.push(
      `Deal: ${d.title}; value ${d.value} USD; status ${d.status}; probability ${d.probability}%; expected close ${d.expectedCloseDate ?? 'not set'}; last updated ${d.updatedAt.slice(0, 10)}; contact ${d.contactName ?? 'none'}.`,
    );
  }
  for (const a of facts.activities.slice(0, 10)) {
    lines.push(
      `Timeline ${a.occurredAt.slice(0, 10)} ${a.kind}: ${(a.subject ?? '').slice(0, 200)} ${(a.body ?? '').slice(0, 400)}`.trim(),
    );
  }
  for (const deal of facts.openDeals ?? []) {
    lines.push(
      `Open deal: ${deal.title}; ${deal.value} USD; ${deal.probability}%; close ${deal.expectedCloseDate ?? 'not set'}`,
    );
  }
  for (const hit of facts.hits ?? []) lines.push(`Match (${hit.type}): ${hit.title} ${hit.subtitle ?? ''}`.trim());
  return lines.length ? lines.join('\n') : 'No CRM record was picked.';
}
