import {
  healthLabel,
  isHighPotential,
  isLowRiskListed,
  isRecent,
  isStuck,
  projectedRevenue,
  riskLevel,
  temperature,
} from '@smartcrm/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { active, type Seed, seedThresholdTenant, seeds, titles, where } from '../support/threshold-tenant';
import { addUser, signIn } from '../support/workspace-users';

describe('analytics figures against the rules computed by hand', () => {
  let a: Awaited<ReturnType<typeof signUpWorkspace>>;
  let b: Awaited<ReturnType<typeof signUpWorkspace>>;
  beforeAll(async () => {
    a = await signUpWorkspace('anl');
    await seedThresholdTenant(a.client);
    // Another workspace's deals must never be counted in the first one's figures.
    b = await signUpWorkspace('anlb');
    for (const value of [111, 222_000])
      await b.client.post('/api/deals', { title: 'Other tenant', value, probability: 90 });
  });

  it('classifies every deal on a threshold as the pure rules do', async () => {
    const { status, body } = await a.client.get('/api/analytics/deal-risk');
    expect(status).toBe(200);
    const s = body.summary;
    const count = (test: (d: Seed) => boolean) => active.filter(test).length;
    expect(s.all).toEqual({ count: 13, value: 165_000 });
    expect(s.active).toMatchObject({ count: 9, value: 45_000, weighted: projectedRevenue(active) });
    expect(s.active.weighted).toBe(23_420); // 390 + 800 + 2100 + 2840 + 3050 + 3600 + 2030 + 2400 + 6210
    expect(s.hot.count).toBe(count((d) => temperature(d.probability) === 'hot'));
    expect([s.hot.count, s.warm.count, s.cold.count]).toEqual([1, 5, 3]);
    expect(s.highRisk.count).toBe(count((d) => riskLevel(d) === 'high'));
    expect([s.highRisk.count, s.mediumRisk.count, s.lowRisk.count, s.lowRiskListed]).toEqual([4, 4, 1, 1]);
    expect(s.lowRiskListed).toBe(count((d) => isLowRiskListed(d)));
    expect(s.stuck.count).toBe(seeds.filter((d) => isStuck(d)).length);
    expect(s.stuck.count).toBe(1);
    expect(s.highPotential.count).toBe(seeds.filter((d) => isHighPotential(d)).length);
    expect(s.highPotential.count).toBe(2);
    expect(s.recent).toBe(seeds.filter((d) => isRecent(d)).length);
    expect(s.salesVelocity).toBe(2);
    expect(s.largeDeals).toBe(1);
    expect([s.ageGreen, s.ageYellow, s.ageRed]).toEqual([6, 2, 1]);
    expect(titles(body.highRisk.items)).toEqual(where((d) => d.status === 'open' && riskLevel(d) === 'high'));
    expect(titles(body.lowRisk.items)).toEqual(['p61 idle2']);
    expect(body.highRisk.items.map((d: { value: number }) => d.value)).toEqual([9000, 8000, 7000, 4000]);
  });

  it('lands View All Deals on the same deals through the pipeline list filter', async () => {
    for (const [segment, test] of [
      ['high-risk', (d: Seed) => d.status === 'open' && riskLevel(d) === 'high'],
      ['stuck', (d: Seed) => isStuck(d)],
      ['high-potential', (d: Seed) => isHighPotential(d)],
      ['hot', (d: Seed) => d.status === 'open' && temperature(d.probability) === 'hot'],
    ] as const) {
      const { body } = await a.client.get(`/api/deals?segment=${segment}`);
      expect(titles(body.items), segment).toEqual(where(test));
    }
  });

  it('computes health, win rate per contact and the forecast inputs', async () => {
    const health = (await a.client.get('/api/analytics/pipeline-health')).body;
    expect(health.summary.active.averageProbability).toBe(52.1); // 469 / 9
    expect(titles(health.stuck.items)).toEqual(['p30 idle15']);
    expect(health.recent.items.map((d) => healthLabel(d.probability))).toHaveLength(5);
    const win = (await a.client.get('/api/analytics/win-rate')).body;
    expect(win.summary.won).toEqual({ count: 3, value: 90_000 });
    expect(win.contacts.map((c: { name: string; winRate: number }) => [c.name, c.winRate])).toEqual([
      ['Ada Lovelace', 100],
      ['Bob Babbage', 50],
    ]);
    const forecast = (await a.client.get('/api/analytics/forecast')).body;
    expect(forecast.byCloseMonth).toEqual([
      { month: '2031-01', count: 2, value: 3000, weighted: 1190 },
      { month: null, count: 7, value: 42_000, weighted: 22_230 },
    ]);
  });

  it('builds the dashboard section: KPIs for the week, avatar stacks, the stage funnel', async () => {
    const { body } = await a.client.get('/api/analytics/deal-analytics?timeframe=week');
    expect(body.kpis).toMatchObject({ totalRevenue: 10_000, averageDealSize: 10_000, totalContacts: 2 });
    expect(body.trend).toHaveLength(7);
    expect(body.trend.at(-1)).toMatchObject({ revenue: 10_000, won: 1 });
    expect(body.activePipeline).toMatchObject({ count: 9, value: 45_000, moreContacts: 0 });
    expect(body.activePipeline.contacts).toEqual([{ id: expect.any(String), name: 'Ada Lovelace' }]);
    const quarter = (await a.client.get('/api/analytics/deal-analytics?timeframe=quarter')).body;
    expect(quarter.kpis.totalRevenue).toBe(90_000);
    const stages = quarter.stages.map((s: { name: string; count: number; reached: number }) => [
      s.name,
      s.count,
      s.reached,
    ]);
    expect(stages).toEqual([
      ['Qualification', 9, 12], // the lost deal was created lost: it never reached a stage
      ['Proposal', 0, 3],
      ['Negotiation', 0, 3],
      ['Closed Won', 3, 3],
      ['Closed Lost', 1, 1],
    ]);
    expect((await a.client.get('/api/analytics/deal-analytics?timeframe=year')).status).toBe(400);
  });

  it('gives each KPI card the figure counted by hand from the same deals (spec 001 §9)', async () => {
    for (const [timeframe, days] of [
      ['week', 7],
      ['month', 30],
      ['quarter', 91],
    ] as const) {
      const created = seeds.filter((d) => d.ageDays < days);
      const createdWon = created.filter((d) => d.status === 'won').length;
      const won = seeds.filter((d) => d.status === 'won' && (d.closedDaysAgo ?? days) < days);
      const revenue = won.reduce((sum, d) => sum + d.value, 0);
      const { body } = await a.client.get(`/api/analytics/deal-analytics?timeframe=${timeframe}`);
      expect(body.kpis, timeframe).toEqual({
        totalRevenue: revenue,
        conversionRate: created.length ? Math.round((createdWon / created.length) * 1000) / 10 : 0,
        totalContacts: 2,
        averageDealSize: won.length ? Math.round(revenue / won.length) : 0,
        dealsCreated: created.length,
        dealsCreatedWon: createdWon,
        dealsWon: won.length,
      });
    }
  });

  it("never counts another workspace's deals", async () => {
    const { body } = await b.client.get('/api/analytics/live-deals');
    expect(body.summary.all).toEqual({ count: 2, value: 222_111 });
    expect(body.deals.items.map((d) => d.value)).toEqual([222_000, 111]);
    expect((await a.client.get('/api/analytics/live-deals')).body.summary.all.count).toBe(13);
  });

  it('lets a regular user see the dashboard section but not the intelligence screens', async () => {
    const regular = await addUser(a.tenantId, 'regular_user', a.slug);
    const client = await signIn(a.slug, regular);
    expect((await client.get('/api/analytics/deal-analytics')).status).toBe(200);
    for (const screen of ['deal-risk', 'win-rate', 'pipeline-intelligence', 'revenue']) {
      expect((await client.get(`/api/analytics/${screen}`)).status).toBe(403);
    }
  });
});
