import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/** A caller's id makes a deal's creation safe to repeat (an automation step retried after a lost reply). */
describe('creating a deal under the caller’s id (service level)', () => {
  let crm: Crm;
  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
  });
  afterAll(async () => {
    await crm?.stop();
  });

  it('answers a second create under the same id with the deal made the first time', async () => {
    const ctx = contextOf(crypto.randomUUID(), { userId: crypto.randomUUID() });
    const { userId, role, email } = ctx.actor!;
    await crm.publish('identity.user.created', ctx.tenantId!, { userId, role, email, name: email });
    await eventually(async () => (await crm.call('crm.members.list', {}, ctx)).items.length === 1);
    const contact = await crm.call('crm.contacts.create', { name: 'Ada Lovelace', email: 'ada@once.test' }, ctx);
    const id = crypto.randomUUID();
    const first = await crm.call('crm.deals.create', { id, title: 'Engines', value: 100, contactId: contact.id }, ctx);
    const again = await crm.call(
      'crm.deals.create',
      { id, title: 'Engines again', value: 999, contactId: contact.id },
      ctx,
    );
    expect(first.id).toBe(id);
    expect(again).toMatchObject({ id, title: 'Engines', value: 100, version: first.version });
    const listed = await crm.call('crm.deals.list', { contactId: contact.id }, ctx);
    expect(listed.items.map((d) => d.id)).toEqual([id]);
  });
});
