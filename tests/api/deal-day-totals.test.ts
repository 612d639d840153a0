import {
  type Deal,
  dealAgeTone,
  isHighPotential,
  isLowRiskListed,
  isRecent,
  isStuck,
  riskLevel,
  temperature,
  utcToday,
  wholeDaysSince,
} from '@smartcrm/contracts';
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { uploadCsv, waitForImport } from '../support/csv-imports';
import { withOwnerConnection } from '../support/database';
import { historyTotalsDifferences } from '../support/history-totals';
import { addUser, signIn } from '../support/workspace-users';

const owner = <T>(work: (db: import('pg').Client) => Promise<T>) =>
  withOwnerConnection(inject('databaseUrl'), async (db) => {
    // The deal triggers name their tables unqualified.
    await db.query('SET search_path TO crm');
    return work(db);
  });

async function visibleDeals(client: ApiClient): Promise<Deal[]> {
  return (await client.get('/api/deals?limit=200')).body.items;
}

/** The summary's figures computed by the pure rules of contracts/analytics from the deal list. */
function byTheRules(deals: Deal[]) {
  const facts = deals.map((d) => ({
    ...d,
    idleDays: wholeDaysSince(d.updatedAt),
    ageDays: wholeDaysSince(d.createdAt),
  }));
  const open = facts.filter((d) => d.status === 'open');
  const count = (list: typeof facts, test: (d: (typeof facts)[number]) => boolean) => list.filter(test).length;
  const closedDaysAgo = (d: Deal) => (Date.parse(utcToday()) - Date.parse(d.actualCloseDate!)) / 86_400_000;
  return {
    all: deals.length,
    active: open.length,
    hot: count(open, (d) => temperature(d.probability) === 'hot'),
    cold: count(open, (d) => temperature(d.probability) === 'cold'),
    highRisk: count(open, (d) => riskLevel(d) === 'high'),
    lowRisk: count(open, (d) => riskLevel(d) === 'low'),
    lowRiskListed: count(open, (d) => isLowRiskListed(d)),
    stuck: count(facts, (d) => isStuck(d)),
    highPotential: count(facts, (d) => isHighPotential(d)),
    recent: count(facts, (d) => isRecent(d)),
    ageRed: count(open, (d) => dealAgeTone(d.ageDays) === 'red'),
    salesVelocity: count(facts, (d) => d.status === 'won' && !!d.actualCloseDate && closedDaysAgo(d) < 30),
    largeDeals: count(facts, (d) => d.value > 50_000),
    openContacts: new Set(open.filter((d) => d.contactId).map((d) => d.contactId)).size,
  };
}

async function summaryFigures(client: ApiClient) {
  const { body } = await client.get('/api/analytics/deal-analytics?timeframe=week');
  const { body: risk } = await client.get('/api/analytics/deal-risk');
  const s = risk.summary;
  expect(body.activePipeline.count).toBe(s.active.count);
  const stack = body.activePipeline;
  return {
    all: s.all.count,
    active: s.active.count,
    hot: s.hot.count,
    cold: s.cold.count,
    highRisk: s.highRisk.count,
    lowRisk: s.lowRisk.count,
    lowRiskListed: s.lowRiskListed,
    stuck: s.stuck.count,
    highPotential: s.highPotential.count,
    recent: s.recent,
    ageRed: s.ageRed,
    salesVelocity: s.salesVelocity,
    largeDeals: s.largeDeals,
    openContacts: stack.contacts.length + stack.moreContacts,
  };
}

describe('analytics running totals', () => {
  it('stay equal to the live deals and their stage history through creates, edits, moves, deletes, restores, merges, imports and a pipeline removed', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('daytotals');
    const agree = async (viewer = client) => {
      expect(await owner((db) => historyTotalsDifferences(db, tenantId))).toEqual({});
      expect(await summaryFigures(viewer)).toEqual(byTheRules(await visibleDeals(viewer)));
    };
    const pipeline = (await client.get('/api/pipelines')).body.items[0];
    const stage = (key: string) => pipeline!.stages.find((s: { key: string }) => s.key === key)!.id;
    const ada = (await client.post('/api/contacts', { name: 'Ada', email: 'ada@d.test' })).body;
    const twin = (await client.post('/api/contacts', { name: 'Ada L.', email: 'ada.l@d.test' })).body;
    const deals: Deal[] = [];
    for (const [value, probability] of [
      [1000, 20],
      [60_000, 75],
      [7000, 50],
      [9000, 65],
    ] as const)
      deals.push(
        (
          await client.post('/api/deals', {
            title: `D${value}`,
            value,
            probability,
            contactId: value > 1000 ? twin.id : ada.id,
          })
        ).body,
      );
    // Only time ages a deal: idle 10 and 20 days, created 45 and 90 days ago, on their cutoffs' sides.
    await owner((db) =>
      db.query(
        `UPDATE deals SET updated_at = now() - make_interval(days => d.idle), created_at = now() - make_interval(days => d.age)
         FROM (VALUES ($1::uuid, 10, 45), ($2::uuid, 20, 90), ($3::uuid, 3, 30)) d (id, idle, age) WHERE deals.id = d.id`,
        [deals[0]!.id, deals[2]!.id, deals[3]!.id],
      ),
    );
    await agree();

    const move = (deal: Deal, key: string) =>
      client.post(`/api/deals/${deal.id}/move`, { stageId: stage(key), version: deal.version });
    expect((await move(deals[1]!, 'closed-won')).status).toBe(200);
    expect((await move(deals[2]!, 'closed-lost')).status).toBe(200);
    const edited = await client.request('PATCH', `/api/deals/${deals[3]!.id}`, {
      value: 80_000,
      probability: 35,
      expectedCloseDate: '2031-02-01',
      version: deals[3]!.version,
    });
    expect(edited.status).toBe(200);
    await agree();

    await client.request('DELETE', `/api/deals/${deals[0]!.id}`);
    await agree();
    await client.post(`/api/deals/${deals[0]!.id}/restore`);
    await agree();

    const merged = await client.post('/api/contacts/merge', {
      survivorId: ada.id,
      loserId: twin.id,
      survivorVersion: ada.version,
      loserVersion: twin.version,
      pick: {},
    });
    expect(merged.status).toBe(200);
    await agree();

    const csv = 'Deal Name,Amount,Stage,Probability\nImported open,52000,Proposal,80%\nImported won,3000,Closed Won,\n';
    const uploaded = await uploadCsv(client, 'deals', csv);
    await client.post(`/api/imports/deals/${uploaded.body.id}/start`, { mapping: uploaded.body.suggestedMapping });
    await waitForImport(client, 'deals', uploaded.body.id, 'completed', 30_000);
    expect(await visibleDeals(client)).toHaveLength(6);
    await agree();

    // A pipeline removed moves its deals, history and all, in one statement per stage.
    const other = (
      await client.post('/api/pipelines', {
        name: 'Enterprise',
        stages: [{ name: 'Proposal' }, { name: 'Pilot' }, { name: 'Closed Lost' }],
      })
    ).body;
    const otherStage = (key: string) => other.stages.find((s: { key: string }) => s.key === key)!.id;
    const elsewhere = (
      await client.post('/api/deals', {
        title: 'Elsewhere',
        value: 4000,
        stageId: otherStage('pilot'),
        contactId: ada.id,
      })
    ).body;
    await client.post(`/api/deals/${elsewhere.id}/move`, {
      stageId: otherStage('closed-lost'),
      version: elsewhere.version,
    });
    await client.post('/api/deals', { title: 'Still open there', value: 10, stageId: otherStage('proposal') });
    await agree();
    expect((await client.request('DELETE', `/api/pipelines/${other.id}?moveDealsTo=${pipeline!.id}`)).status).toBe(200);
    await agree();

    // A hard delete (a purge, an operator's clean-up) keeps the totals too.
    const purged = (await client.post('/api/deals', { title: 'Purged', value: 70_000, probability: 80 })).body;
    // Its timeline entry is written by an event consumer: purge only once it is there.
    const timeline = () =>
      owner(
        async (db) =>
          (await db.query('SELECT count(*)::int AS n FROM activities WHERE deal_id = $1', [purged.id])).rows[0].n,
      );
    await expect.poll(timeline).toBeGreaterThan(0);
    await owner(async (db) => {
      for (const table of ['deal_stage_changes', 'activities', 'deals']) {
        await db.query(`DELETE FROM ${table} WHERE ${table === 'deals' ? 'id' : 'deal_id'} = $1`, [purged.id]);
      }
    });
    await agree();

    // A user who may see only their own deals has figures of their own deals only.
    const rep = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    await rep.post('/api/deals', { title: 'Mine', value: 5, probability: 90 });
    await client.request('PUT', '/api/settings/visibility', { role: 'wl_user', scope: 'own' });
    await agree(rep);
    expect((await summaryFigures(rep)).all).toBe(1);
  });
});
