import { analyticsScreens } from '@smartcrm/contracts';
import { connect, type NatsConnection } from 'nats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crmService } from '../../../services/crm/src/app';
import { contextOf, eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type Crm = Awaited<ReturnType<typeof startServiceForTest<'crm', unknown, never>>>;

const today = () => new Date().toISOString().slice(0, 10);

/** crm alone: the demo workspace seeded, then what the other services and the screens read of it. */
describe('crm workspace reads (service level)', () => {
  let crm: Crm;
  let nc: NatsConnection;
  /** What crm announced of lead scores, in order. */
  const scoreChanges: unknown[] = [];
  const tenant = crypto.randomUUID();
  const owner = contextOf(tenant, { userId: crypto.randomUUID() });

  beforeAll(async () => {
    crm = (await startServiceForTest(crmService)) as unknown as Crm;
    await crm.answer('tenant.plans.current', () => planWith({}));
    const { userId, role, email } = owner.actor!;
    await crm.publish('identity.user.created', tenant, { userId, role, email, name: email });
    await eventually(async () => (await crm.call('crm.members.list', {}, owner)).items.length === 1);
    nc = await connect({ servers: crm.natsUrl });
    const sub = nc.subscribe('evt.crm.*.contact.scores_changed');
    void (async () => {
      for await (const m of sub) scoreChanges.push(...m.json<{ data: { changes: unknown[] } }>().data.changes);
    })();
  });
  afterAll(async () => {
    await nc?.close();
    await crm?.stop();
  });

  it('seeds the demo CRM once, into the default pipeline', async () => {
    const seeded = await crm.call('crm.demo.seed', { ownerIds: [owner.actor!.userId] }, owner);
    expect(seeded).toEqual({ seeded: true, contacts: 60, deals: 42 });
    expect(await crm.call('crm.demo.seed', { ownerIds: [owner.actor!.userId] }, owner)).toMatchObject({
      seeded: false,
    });
    expect(await crm.call('crm.quotas.usage', {}, owner)).toEqual({ limit: null, used: 60 });
    const { items: companies } = await crm.call('crm.companies.list', { limit: 100 }, owner);
    expect(companies).toHaveLength(12);
    const board = await crm.call('crm.deals.board', {}, owner);
    expect(board.columns.reduce((sum, column) => sum + column.count, 0)).toBe(42);
  });

  it('finds a seeded contact by Ctrl/Cmd-K and gives the AI its inputs, and takes the score AI sets', async () => {
    const { items } = await crm.call('crm.contacts.list', { limit: 1 }, owner);
    const contact = items[0]!;
    const { hits } = await crm.call('crm.search.global', { q: contact.lastName }, owner);
    expect(hits.map((h) => h.id)).toContain(contact.id);
    const { ids } = await crm.call('crm.ai.contact_ids', {}, owner);
    expect(ids).toHaveLength(60);
    const inputs = await crm.call('crm.ai.scoring_inputs', { ids: [contact.id] }, owner);
    expect(inputs.items[0]?.contact.email).toBe(contact.email);
    const score = contact.leadScore === 12 ? 13 : 12;
    const scored = { scoredAt: new Date().toISOString(), scores: [{ contactId: contact.id, score }] };
    await crm.publish('ai.contact.scored', tenant, scored);
    await eventually(async () => (await crm.call('crm.contacts.get', { id: contact.id }, owner)).leadScore === score);
    // The change is announced once, with the score before; the same score again is no change.
    await eventually(async () => scoreChanges.length === 1);
    expect(scoreChanges[0]).toEqual({
      contactId: contact.id,
      score,
      previousScore: contact.leadScore,
      scoredAt: new Date(scored.scoredAt).toISOString(),
    });
    await crm.publish('ai.contact.scored', tenant, { ...scored, scoredAt: new Date().toISOString() });
    await crm.publish('ai.contact.scored', tenant, {
      scoredAt: new Date().toISOString(),
      scores: [{ contactId: contact.id, score: score + 1 }],
    });
    await eventually(async () => scoreChanges.length === 2);
    expect(scoreChanges[1]).toMatchObject({ contactId: contact.id, score: score + 1, previousScore: score });
  });

  it('counts a new contact in the day it was created, for System Analytics and for goals', async () => {
    const counts = async () => {
      const { contactsCreated } = await crm.call('crm.admin.activity_by_day', { days: 1 }, owner);
      const goal = await crm.call('crm.goals.measure', { metric: 'contacts_added', from: today(), to: today() }, owner);
      return { perDay: contactsCreated.find((d) => d.date === today())?.count ?? 0, goal: goal.value };
    };
    const before = await counts();
    await crm.call('crm.contacts.create', { name: 'New Today', email: 'new-today@example.test' }, owner);
    expect(await counts()).toEqual({ perDay: before.perDay + 1, goal: before.goal + 1 });
  });

  it('figures the seeded deals for the analytics screens and the embedded dashboard', async () => {
    const embed = await crm.call('crm.analytics.embed_summary', {}, owner);
    expect(embed.totalDeals).toBe(42);
    const { kpis } = await crm.call('crm.analytics.deal_analytics', { timeframe: 'quarter' }, owner);
    expect(kpis.dealsWon).toBeGreaterThan(0);
    // Each reply is parsed with its screen's contract.
    for (const screen of Object.keys(analyticsScreens) as (keyof typeof analyticsScreens)[]) {
      await crm.call(`crm.analytics.${screen}`, {}, owner);
    }
  });
});
