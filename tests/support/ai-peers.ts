import { AppError, type Contact, noScoringActivity, type RpcContext, type ScoringInput } from '@smartcrm/contracts';
import type { startServiceForTest } from './service-harness';

type Harness = Pick<Awaited<ReturnType<typeof startServiceForTest>>, 'answer'>;

/** A contact as crm would hand it to the AI: a lead with a title and no activity. */
export function scoringInput(id: string, n: number): ScoringInput {
  const now = new Date().toISOString();
  return {
    contact: {
      id,
      name: `Person ${n}`,
      firstName: 'Person',
      lastName: String(n),
      email: `p${n}@peers.test`,
      phone: null,
      company: 'Peers Ltd',
      position: 'CEO',
      title: 'Chief Executive',
      industry: 'Aerospace',
      status: 'lead',
      interestLevel: 'hot',
      source: 'referral',
      tags: [],
      socialProfiles: {},
      location: {},
      leadScore: null,
      lastContact: null,
      createdAt: now,
      version: 1,
    },
    activity: noScoringActivity,
  };
}

/**
 * What the ai service asks crm and tenant, answered over its NATS: the contacts it reads and the
 * AI credits it spends, so a test sees each charge. Contacts of another tenant are not found.
 */
export async function answerAiPeers(ai: Harness) {
  const creditLimits = new Map<string, number>();
  const contacts = new Map<string, { tenantId: string; input: ScoringInput }>();
  const spent = new Map<string, number[]>();
  const month = new Date().toISOString().slice(0, 7);
  const usage = (tenantId: string) => ({
    limit: creditLimits.get(tenantId) ?? null,
    used: (spent.get(tenantId) ?? []).reduce((a, b) => a + b, 0),
    month,
  });
  const own = (ctx: RpcContext, id: string) => {
    const found = contacts.get(id);
    return found && found.tenantId === ctx.tenantId ? found.input : undefined;
  };

  await ai.answer('crm.ai.scoring_inputs', ({ ids }, ctx) => ({
    items: ids.flatMap((id) => own(ctx, id) ?? []),
  }));
  await ai.answer('crm.contacts.get', ({ id }, ctx): Contact => {
    const input = own(ctx, id);
    if (!input) throw new AppError('not_found', 'No such contact');
    const { contact } = input;
    return {
      ...contact,
      companyId: null,
      notes: null,
      customFields: {},
      preferredContact: 'email',
      avatarSrc: null,
      isFavorite: false,
      ownerId: null,
      updatedAt: contact.createdAt,
    };
  });
  await ai.answer('crm.quotas.usage', (_request, ctx) => ({
    limit: null,
    used: [...contacts.values()].filter((c) => c.tenantId === ctx.tenantId).length,
  }));
  await ai.answer('tenant.quotas.usage', (_request, ctx) => usage(ctx.tenantId!));
  await ai.answer('tenant.quotas.consume', ({ credits }, ctx) => {
    const tenantId = ctx.tenantId!;
    const { used, limit } = usage(tenantId);
    if (limit !== null && used + credits > limit) {
      throw new AppError('quota_exceeded', `Your plan allows ${limit} AI credits a month`);
    }
    spent.set(tenantId, [...(spent.get(tenantId) ?? []), credits]);
    return usage(tenantId);
  });

  return {
    /** Adds `count` contacts to a tenant and returns their ids. */
    addContacts(tenantId: string, count: number): string[] {
      return Array.from({ length: count }, (_, n) => {
        const id = crypto.randomUUID();
        contacts.set(id, { tenantId, input: scoringInput(id, n) });
        return id;
      });
    },
    /** The tenant's plan allows this many AI credits a month (unlimited until said). */
    limitCredits: (tenantId: string, credits: number) => creditLimits.set(tenantId, credits),
    /** Each charge the tenant was asked for, in order. */
    charges: (tenantId: string) => spent.get(tenantId) ?? [],
  };
}
