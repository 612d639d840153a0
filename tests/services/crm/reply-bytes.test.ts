import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/**
 * The hot reads (contacts list and search, board, tasks) reach the browser as the bytes crm wrote:
 * what passes unparsed must be exactly what the contract lets through, and the check (on in tests,
 * RPC_REPLY_CHECK_RATE) refuses a reply carrying anything else.
 */
describe('crm hot reads as bytes (service level)', () => {
  let crm: Crm;
  const tenant = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => ({ ...planWith({ contacts: null }), internalNote: 'x' }) as never);
    const { userId, role, email } = owner.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: email });
    await eventually(async () => (await crm.call('crm.members.list', {}, owner)).items.length === 1);
  });
  afterAll(() => crm?.stop());

  it('passes the list, a search, the board and the tasks on as their contract reads them', async () => {
    const contact = await crm.call('crm.contacts.create', { name: 'Grace Hopper', email: 'g@example.test' }, owner);
    await crm.call('crm.tasks.create', { title: 'Call Grace', contactId: contact.id }, owner);
    const reads = [
      ['crm.contacts.list', {}, (await crm.call('crm.contacts.list', {}, owner)).items[0]?.id],
      ['crm.contacts.list', { search: 'hopper' }, contact.id],
      ['crm.tasks.list', { state: 'open' }, undefined],
      ['crm.deals.board', {}, undefined],
    ] as const;
    for (const [name, request, firstId] of reads) {
      const bytes = await crm.json(name, request as never, owner);
      expect(JSON.parse(bytes.toString()), name).toEqual(await crm.call(name, request as never, owner));
      if (firstId) expect(JSON.parse(bytes.toString()).items[0].id).toBe(firstId);
    }
  });

  it('refuses to pass on a reply with a field its contract does not have', async () => {
    await expect(crm.json('tenant.plans.current', {}, owner)).rejects.toMatchObject({
      code: 'internal',
      message: 'Reply of tenant.plans.current carries more or other than its contract',
    });
  });
});
