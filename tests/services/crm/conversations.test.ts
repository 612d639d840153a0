import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/**
 * crm alone: the communication hub gathers each contact's texts, emails and calls into one
 * conversation, marks what comes in unread, and keeps to the record visibility of the viewer.
 */
describe('crm communication hub (service level)', () => {
  let crm: Crm;
  let nc: NatsConnection;
  const updates: { contactId: string; unread: boolean }[] = [];
  const tenant = crypto.randomUUID();
  const adminId = crypto.randomUUID();
  const repId = crypto.randomUUID();
  const admin = contextOf(tenant, { userId: adminId });
  const rep = contextOf(tenant, { userId: repId, role: 'regular_user' });

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    nc = await connect({ servers: crm.natsUrl });
    const sub = nc.subscribe('evt.crm.*.conversation.updated');
    void (async () => {
      for await (const msg of sub) updates.push(msg.json<{ data: { contactId: string; unread: boolean } }>().data);
    })();
    for (const [userId, role] of [
      [adminId, 'super_admin'],
      [repId, 'regular_user'],
    ] as const) {
      await crm.publish('identity.user.created', tenant, { userId, role, email: `${role}@hub.test`, name: role });
    }
    await eventually(async () => (await crm.call('crm.members.list', {}, admin)).items.length === 2);
  });
  afterAll(async () => {
    await nc?.close();
    await crm?.stop();
  });

  const text = (over: Record<string, unknown>) => ({
    messageId: crypto.randomUUID(),
    accountId: crypto.randomUUID(),
    direction: 'inbound' as const,
    peer: '+14155550101',
    ownNumber: '+14155550100',
    body: 'Can we move the demo to Friday?',
    contactId: null,
    actorId: null,
    at: new Date().toISOString(),
    ...over,
  });
  const conversations = async (
    ctx = admin,
    view: 'mine' | 'unassigned' | 'all' = 'all',
    status: 'open' | 'closed' = 'open',
  ) => crm.call('crm.conversations.list', { view, status }, ctx);
  const one = async (contactId: string, ctx = admin) =>
    (await conversations(ctx)).items.find((c) => c.contactId === contactId);

  it('makes a text in an unread conversation assigned to the contact’s owner; a redelivery changes nothing', async () => {
    const ada = await crm.call(
      'crm.contacts.create',
      { firstName: 'Ada', lastName: 'Hub', email: 'ada@hub.test', phone: '(415) 555-0101', ownerId: repId },
      admin,
    );
    const data = text({});
    await crm.publish('messaging.sms.recorded', tenant, data);
    await eventually(async () => (await one(ada.id))?.unread === true);
    expect(await one(ada.id)).toMatchObject({
      contactName: 'Ada Hub',
      assigneeId: repId,
      status: 'open',
      lastChannel: 'sms',
      lastDirection: 'inbound',
      lastPreview: 'Can we move the demo to Friday?',
    });
    expect((await conversations(rep, 'mine')).items.map((c) => c.contactId)).toContain(ada.id);
    expect((await conversations(admin, 'mine')).items.map((c) => c.contactId)).not.toContain(ada.id);
    expect((await conversations(admin)).unread).toBeGreaterThanOrEqual(1);

    // Opening it marks it read; the same text announced again does not make it unread again.
    await crm.call('crm.conversations.update', { contactId: ada.id, patch: { unread: false } }, rep);
    await crm.publish('messaging.sms.recorded', tenant, data);
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect((await one(ada.id))?.unread).toBe(false);
    expect(updates.filter((u) => u.contactId === ada.id).map((u) => u.unread)).toEqual([true, false]);

    // A call the rep logs moves the conversation on without making it unread.
    await crm.call(
      'crm.activities.log',
      { parent: { contactId: ada.id }, activity: { kind: 'call', outcome: 'connected', body: 'Moved to Friday' } },
      rep,
    );
    await eventually(async () => (await one(ada.id))?.lastChannel === 'call');
    expect(await one(ada.id)).toMatchObject({
      unread: false,
      lastDirection: 'outbound',
      lastPreview: 'Moved to Friday',
    });
  });

  it('assigns only to members, closes and reopens on the next message in, and hides what the viewer may not see', async () => {
    const bo = await crm.call('crm.contacts.create', { firstName: 'Bo', lastName: 'Hub', email: 'bo@hub.test' }, admin);
    await crm.call(
      'crm.activities.log',
      {
        parent: { contactId: bo.id },
        activity: { kind: 'email', direction: 'inbound', subject: 'Pricing?', body: 'How much?' },
      },
      admin,
    );
    await eventually(async () => (await one(bo.id)) !== undefined);
    expect((await one(bo.id))?.assigneeId).toBe(adminId);

    await expect(
      crm.call('crm.conversations.update', { contactId: bo.id, patch: { assigneeId: crypto.randomUUID() } }, admin),
    ).rejects.toMatchObject({ code: 'bad_input', message: expect.stringContaining('patch.assigneeId') });
    await crm.call('crm.conversations.update', { contactId: bo.id, patch: { assigneeId: null } }, admin);
    expect((await conversations(admin, 'unassigned')).items.map((c) => c.contactId)).toContain(bo.id);

    await crm.call('crm.conversations.update', { contactId: bo.id, patch: { status: 'closed' } }, admin);
    expect(await one(bo.id)).toBeUndefined();
    expect((await conversations(admin, 'all', 'closed')).items.map((c) => c.contactId)).toEqual([bo.id]);

    // Bo is the admin's: a rep who sees only their own records sees neither the conversation nor its changes.
    await crm.call('crm.visibility.update', { role: 'regular_user', scope: 'own' }, admin);
    await expect(
      crm.call('crm.conversations.update', { contactId: bo.id, patch: { status: 'open' } }, rep),
    ).rejects.toMatchObject({ code: 'not_found' });
    const repSees = await crm.call('crm.conversations.list', { view: 'all', status: 'closed' }, rep);
    expect(repSees.items).toEqual([]);

    await crm.call(
      'crm.activities.log',
      {
        parent: { contactId: bo.id },
        activity: { kind: 'email', direction: 'inbound', subject: 'Re: Pricing?', body: 'Any news?' },
      },
      admin,
    );
    await eventually(async () => (await one(bo.id))?.status === 'open');
    expect(await one(bo.id)).toMatchObject({ unread: true, lastSubject: 'Re: Pricing?' });
    expect((await conversations(rep)).items.map((c) => c.contactId)).not.toContain(bo.id);
  });
});
