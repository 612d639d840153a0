import type { CommissionStatement } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
// Wide enough that a deal won today falls in it whatever the server's time zone.
const period = (userId: string) => ({ userId, from: day(-3), to: day(3) });
// Deals won on one day are listed in id order: compare the lines in that order.
const byDeal = (rows: [string, ...number[]][]) => [...rows].sort((a, b) => a[0].localeCompare(b[0]));
const statementPath = (userId: string) => `/api/commissions/statement?${new URLSearchParams(period(userId))}`;

async function winDeal(client: ApiClient, title: string, value: number) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const won = pipelines.items[0]!.stages.find((s: { kind: string }) => s.kind === 'won')!.id;
  const { body: deal } = await client.post('/api/deals', { title, value });
  const moved = await client.post(`/api/deals/${deal.id}/move`, { stageId: won, version: deal.version });
  expect(moved.body.status).toBe('won');
  return moved.body as { id: string };
}

/** Sets the plan once the new member has reached crm's members (they arrive by event). */
async function setPlan(admin: ApiClient, plan: Record<string, unknown>) {
  let status = 0;
  await expect
    .poll(async () => {
      const response = await admin.request('PUT', '/api/commissions/plans', plan);
      status = response.status;
      return status;
    })
    .toBe(200);
  return status;
}

async function team() {
  const workspace = await signUpWorkspace('comm');
  const repA = await addUser(workspace.tenantId, 'regular_user', workspace.slug);
  const repB = await addUser(workspace.tenantId, 'regular_user', workspace.slug);
  return {
    ...workspace,
    admin: workspace.client,
    repA: { ...repA, client: await signIn(workspace.slug, repA) },
    repB: { ...repB, client: await signIn(workspace.slug, repB) },
  };
}

describe('commissions', () => {
  it("computes a rep's statement from won deals, tiers by quota, and locks it once approved", async () => {
    const { admin, repA, repB } = await team();
    // 10 % of won value, 12 % once 10,000.00 USD of quota is reached.
    await setPlan(admin, {
      userId: repA.id,
      currency: 'USD',
      ratePercent: 10,
      quota: 1_000_000,
      tiers: [{ fromAttainment: 100, ratePercent: 12 }],
    });
    await setPlan(admin, { userId: repB.id, currency: 'USD', ratePercent: 5 });

    const first = await winDeal(repA.client, 'Engines for Ada', 4000);
    const second = await winDeal(repA.client, 'Looms for Charles', 2345);
    await winDeal(repB.client, 'Not A’s deal', 9000);

    const draft = (await repA.client.get(statementPath(repA.id))).body as CommissionStatement;
    expect(draft).toMatchObject({ status: 'draft', currency: 'USD', attainment: 63.5, ratePercent: 10 });
    expect(draft.lines.map((l) => [l.dealId, l.value, l.commission])).toEqual(
      byDeal([
        [first.id, 400_000, 40_000],
        [second.id, 234_500, 23_450],
      ]),
    );
    expect(draft.totals).toEqual({ won: 634_500, commission: 63_450 });

    // Past the quota the tier's rate applies to the whole period.
    const third = await winDeal(repA.client, 'Mills for Mary', 5000);
    const tiered = (await admin.get(statementPath(repA.id))).body as CommissionStatement;
    expect(tiered).toMatchObject({ attainment: 113.5, ratePercent: 12 });
    expect(tiered.lines.map((l) => [l.dealId, l.commission])).toEqual(
      byDeal([
        [first.id, 48_000],
        [second.id, 28_140],
        [third.id, 60_000],
      ]),
    );
    expect(tiered.totals).toEqual({ won: 1_134_500, commission: 136_140 });

    // A rep sees neither another rep's statement nor their plan, and approves nothing.
    expect((await repA.client.get(statementPath(repB.id))).status).toBe(403);
    const plans = (await repA.client.get('/api/commissions/plans')).body;
    expect(plans.items.map((p: { userId: string }) => p.userId)).toEqual([repA.id]);
    expect((await repA.client.post('/api/commissions/statement/approve', period(repA.id))).status).toBe(403);

    const approved = await admin.post('/api/commissions/statement/approve', period(repA.id));
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', totals: tiered.totals, lines: tiered.lines });

    // Locked: a deal won afterwards changes nothing, and the period cannot be approved again.
    await winDeal(repA.client, 'Late deal', 700);
    const locked = (await repA.client.get(statementPath(repA.id))).body as CommissionStatement;
    expect(locked).toMatchObject({ status: 'approved', totals: { won: 1_134_500, commission: 136_140 } });
    expect(locked.lines).toHaveLength(3);
    const again = await admin.post('/api/commissions/statement/approve', { ...period(repA.id), from: day(0) });
    expect(again.status).toBe(409);

    const other = (await admin.get(statementPath(repB.id))).body as CommissionStatement;
    expect(other).toMatchObject({ status: 'draft', ratePercent: 5, totals: { won: 900_000, commission: 45_000 } });
  });

  it.each([
    [{ ratePercent: 120 }, 'ratePercent'],
    [{ tiers: [{ fromAttainment: 100, ratePercent: 12 }] }, 'quota'],
    [{ currency: 'dollars' }, 'currency'],
    [{ quota: -5 }, 'quota'],
  ])('refuses a plan with %j naming %s', async (over, field) => {
    const { client, userId } = await signUpWorkspace('combad');
    const response = await client.request('PUT', '/api/commissions/plans', {
      userId,
      currency: 'USD',
      ratePercent: 10,
      ...over,
    });
    expect(response.status).toBe(400);
    const named = response.error?.details?.field ?? response.error?.details?.issues?.map((i) => i.path).join();
    expect(named).toContain(field);
  });

  it("keeps each workspace's plans and statements to itself", async () => {
    const { admin, repA } = await team();
    await setPlan(admin, { userId: repA.id, currency: 'USD', ratePercent: 10 });
    await winDeal(repA.client, 'Ours', 1000);

    const outsider = (await signUpWorkspace('comout')).client;
    expect((await outsider.get('/api/commissions/plans')).body.items).toEqual([]);
    expect((await outsider.get(statementPath(repA.id))).status).toBe(404);
    const foreign = await outsider.request('PUT', '/api/commissions/plans', {
      userId: repA.id,
      currency: 'USD',
      ratePercent: 50,
    });
    expect(foreign.status).toBe(400);
    expect(foreign.error?.details?.field).toBe('userId');
    expect((await outsider.post('/api/commissions/statement/approve', period(repA.id))).status).toBe(404);
  });
});
