import type { Deal } from '@smartcrm/contracts';
import type { startServiceForTest } from '../../support/service-harness';

type Harness = Awaited<ReturnType<typeof startServiceForTest<'automation', unknown, never>>>;

/** crm's deal methods automation calls, in memory: `create` idempotent on the caller's id as crm's is. */
export async function answerDealsAsCrm(service: Harness) {
  const deals = new Map<string, Deal>();
  const createCalls: string[] = [];
  const now = () => new Date().toISOString();

  await service.answer('crm.deals.create', (input) => {
    createCalls.push(input.id!);
    const made = deals.get(input.id!);
    if (made) return made;
    const deal: Deal = {
      id: input.id!,
      pipelineId: crypto.randomUUID(),
      stageId: input.stageId!,
      title: input.title,
      value: input.value ?? 0,
      status: 'open',
      probability: 10,
      contactId: input.contactId ?? null,
      contactName: null,
      companyId: null,
      ownerId: input.ownerId ?? null,
      expectedCloseDate: null,
      actualCloseDate: null,
      description: null,
      position: 0,
      createdAt: now(),
      updatedAt: now(),
      version: 1,
    };
    deals.set(deal.id, deal);
    return deal;
  });
  await service.answer('crm.deals.list', ({ contactId }) => ({
    items: [...deals.values()].filter((d) => d.contactId === contactId && d.status === 'open').reverse(),
    nextCursor: null,
  }));
  await service.answer('crm.deals.get', ({ id }) => deals.get(id)!);
  await service.answer('crm.deals.update', ({ id, patch }) => {
    const { version: _, ...fields } = patch;
    const updated = { ...deals.get(id)!, ...fields, version: deals.get(id)!.version + 1 } as Deal;
    deals.set(id, updated);
    return updated;
  });
  return { deals, createCalls };
}
