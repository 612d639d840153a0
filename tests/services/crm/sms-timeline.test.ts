import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/** crm alone: texts the messaging service records land on the timelines of the contacts they are about, once. */
describe('crm text message timeline (service level)', () => {
  let crm: Crm;
  const tenant = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
  });
  afterAll(() => crm?.stop());

  const text = (over: Record<string, unknown>) => ({
    messageId: crypto.randomUUID(),
    accountId: crypto.randomUUID(),
    direction: 'inbound' as const,
    peer: '+14155552671',
    ownNumber: '+14155552600',
    body: 'Yes, Tuesday works',
    contactId: null,
    actorId: null,
    at: new Date().toISOString(),
    ...over,
  });
  const texts = async (contactId: string) =>
    (await crm.call('crm.activities.list', { parent: { contactId }, kind: ['sms'] }, owner)).items;

  it('matches the number to contacts’ phones however they were typed, names the sender’s contact, and adds a text once', async () => {
    const ada = await crm.call(
      'crm.contacts.create',
      { firstName: 'Ada', lastName: 'L', email: 'ada@sms.test', phone: '(415) 555-2671' },
      owner,
    );
    const named = await crm.call(
      'crm.contacts.create',
      { firstName: 'Nia', lastName: 'N', email: 'nia@sms.test', phone: '+44 20 7946 0000' },
      owner,
    );
    const other = await crm.call(
      'crm.contacts.create',
      { firstName: 'Olga', lastName: 'O', email: 'olga@sms.test', phone: '415 555 2672' },
      owner,
    );
    const data = text({});
    await crm.publish('messaging.sms.recorded', tenant, data);
    await crm.publish('messaging.sms.recorded', tenant, data);
    const sent = text({ direction: 'outbound', body: 'See you', contactId: named.id, actorId: owner.actor!.userId });
    await crm.publish('messaging.sms.recorded', tenant, sent);

    await eventually(async () => (await texts(ada.id)).length === 2 && (await texts(named.id)).length === 1);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await texts(ada.id)).map((e) => [e.body, e.meta.direction])).toEqual([
      ['See you', 'outbound'],
      ['Yes, Tuesday works', 'inbound'],
    ]);
    expect((await texts(named.id))[0]).toMatchObject({ body: 'See you', meta: { peer: '+14155552671' } });
    expect(await texts(other.id)).toEqual([]);
  });
});
