import { AppError } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

/** crm alone: contacts written and read through its handlers, rules and repositories, under row-level security. */
describe('crm contacts (service level)', () => {
  let crm: Crm;
  let contactLimit: number | null = null;
  const tenant = crypto.randomUUID();
  const otherTenant = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });
  const rep = contextOf(tenant, { userId: crypto.randomUUID(), role: 'regular_user' });

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({ contacts: contactLimit }));
    // Members come from identity's events, as in production.
    for (const ctx of [owner, rep]) {
      const { userId, role, email } = ctx.actor!;
      await crm.publish('identity.user.created', tenant, { userId, role, email, name: email });
    }
    await eventually(async () => (await crm.call('crm.members.list', {}, owner)).items.length === 2);
  });
  afterAll(() => crm?.stop());

  it('creates a contact and lists it first, to its tenant only', async () => {
    const created = await crm.call(
      'crm.contacts.create',
      { firstName: 'Ada', lastName: 'Lovelace', email: 'c1@example.test' },
      owner,
    );
    expect(created).toMatchObject({ name: 'Ada Lovelace', ownerId: owner.actor!.userId });
    const page = await crm.call('crm.contacts.list', {}, owner);
    expect(page.items[0]?.id).toBe(created.id);
    const elsewhere = await crm.call('crm.contacts.list', {}, contextOf(otherTenant, { userId: crypto.randomUUID() }));
    expect(elsewhere.items).toEqual([]);
    await expect(
      crm.call('crm.contacts.get', { id: created.id }, contextOf(otherTenant, owner.actor!)),
    ).rejects.toMatchObject({
      code: 'not_found',
    });
  });

  it("hides another owner's contacts from a rep limited to their own, in the list, the total and by id", async () => {
    const hidden = await crm.call(
      'crm.contacts.create',
      { firstName: 'Hidden', lastName: 'Owner', email: 'c2@example.test' },
      owner,
    );
    const mine = await crm.call(
      'crm.contacts.create',
      { firstName: 'Mine', lastName: 'Rep', email: 'c3@example.test' },
      rep,
    );
    await crm.call('crm.visibility.update', { role: 'regular_user', scope: 'own' }, owner);
    const seen = await crm.call('crm.contacts.list', {}, rep);
    expect(seen.items.map((c) => c.id)).toEqual([mine.id]);
    expect(await crm.call('crm.contacts.total', {}, rep)).toEqual({ total: 1 });
    await expect(crm.call('crm.contacts.get', { id: hidden.id }, rep)).rejects.toBeInstanceOf(AppError);
  });

  it('refuses an owner who is not a member of the workspace', async () => {
    await expect(
      crm.call(
        'crm.contacts.create',
        { firstName: 'No', lastName: 'Owner', ownerId: crypto.randomUUID(), email: 'c4@example.test' },
        owner,
      ),
    ).rejects.toMatchObject({ code: 'bad_input' });
  });

  it('stops at the plan contact quota with quota_exceeded and writes nothing', async () => {
    const { total } = await crm.call('crm.contacts.total', {}, owner);
    contactLimit = total;
    // As when an operator changes the plan: every plan cache drops the tenant.
    const by = { userId: owner.actor!.userId, email: owner.actor!.email };
    await crm.publish('tenant.tenant.plan_changed', tenant, { from: 'enterprise', to: 'enterprise', by });
    await eventually(async () => (await crm.call('crm.quotas.usage', {}, owner)).limit === total);
    await expect(
      crm.call('crm.contacts.create', { firstName: 'One', lastName: 'Too many', email: 'c5@example.test' }, owner),
    ).rejects.toMatchObject({
      code: 'quota_exceeded',
    });
    expect(await crm.call('crm.contacts.total', {}, owner)).toEqual({ total });
  });
});
