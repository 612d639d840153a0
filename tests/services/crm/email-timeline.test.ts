import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/** crm alone: mail the messaging service records lands on the timelines of the contacts it is about, once. */
describe('crm email timeline (service level)', () => {
  let crm: Crm;
  const tenant = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const { userId, role, email } = owner.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: 'Rita Rep' });
    await eventually(async () => (await crm.call('crm.members.list', {}, owner)).items.length === 1);
  });
  afterAll(() => crm?.stop());

  const message = (over: Record<string, unknown>) => ({
    messageId: crypto.randomUUID(),
    mailboxId: crypto.randomUUID(),
    ownerId: owner.actor!.userId,
    mailboxAddress: 'rita@rep.test',
    direction: 'inbound' as const,
    rfcMessageId: `<${crypto.randomUUID()}@customer.test>`,
    threadId: '<root@rep.test>',
    subject: 'Re: Pricing',
    from: { address: 'CARL@customer.test', name: 'Carl' },
    to: [{ address: 'rita@rep.test', name: null }],
    cc: [{ address: 'dana@customer.test', name: null }],
    text: 'We accept.',
    bodyShared: true,
    sentAt: new Date().toISOString(),
    contactId: null,
    ...over,
  });
  const emails = async (contactId: string) =>
    (await crm.call('crm.activities.list', { parent: { contactId }, kind: ['email'] }, owner)).items;

  it('puts a message on every participant contact’s timeline with its thread, and the same message again adds nothing', async () => {
    const carl = await crm.call(
      'crm.contacts.create',
      { firstName: 'Carl', lastName: 'C', email: 'carl@customer.test' },
      owner,
    );
    const dana = await crm.call(
      'crm.contacts.create',
      { firstName: 'Dana', lastName: 'D', email: 'dana@customer.test' },
      owner,
    );
    const other = await crm.call(
      'crm.contacts.create',
      { firstName: 'Olga', lastName: 'O', email: 'olga@else.test' },
      owner,
    );
    const data = message({});
    await crm.publish('messaging.message.recorded', tenant, data);
    await eventually(async () => (await emails(carl.id)).length === 1 && (await emails(dana.id)).length === 1);
    expect((await emails(carl.id))[0]).toMatchObject({
      subject: 'Re: Pricing',
      body: 'We accept.',
      actorId: owner.actor!.userId,
      meta: { direction: 'inbound', threadId: '<root@rep.test>' },
    });
    expect(await emails(other.id)).toEqual([]);

    // The same message again (published anew, as after a crash before the outbox cleared) and a later one: only the latter is added.
    await crm.publish('messaging.message.recorded', tenant, data);
    await crm.publish('messaging.message.recorded', tenant, message({ subject: 'Next', cc: [] }));
    await eventually(async () => (await emails(carl.id)).length === 2);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await emails(carl.id)).map((e) => e.subject)).toEqual(['Next', 'Re: Pricing']);
    expect(await emails(dana.id)).toHaveLength(1);
  });

  it('puts a sent message on the contact it was written from, whatever its address', async () => {
    const lead = await crm.call(
      'crm.contacts.create',
      { firstName: 'Lee', lastName: 'L', email: 'lee@lead.test' },
      owner,
    );
    await crm.publish(
      'messaging.message.recorded',
      tenant,
      message({
        direction: 'outbound',
        from: { address: 'rita@rep.test', name: 'Rita' },
        to: [{ address: 'someone@else.test', name: null }],
        cc: [],
        contactId: lead.id,
        subject: 'Intro',
      }),
    );
    await eventually(async () => (await emails(lead.id)).length === 1);
    expect((await emails(lead.id))[0]).toMatchObject({ subject: 'Intro', meta: { direction: 'outbound' } });
  });

  it('keeps no body of a message whose mailbox shares metadata only, and marks it so', async () => {
    const mia = await crm.call(
      'crm.contacts.create',
      { firstName: 'Mia', lastName: 'M', email: 'mia@customer.test' },
      owner,
    );
    await crm.publish(
      'messaging.message.recorded',
      tenant,
      message({ from: { address: 'mia@customer.test', name: 'Mia' }, cc: [], text: '', bodyShared: false }),
    );
    await eventually(async () => (await emails(mia.id)).length === 1);
    expect((await emails(mia.id))[0]).toMatchObject({
      subject: 'Re: Pricing',
      body: null,
      meta: { direction: 'inbound', bodyShared: false },
    });
  });
});
