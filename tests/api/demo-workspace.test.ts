import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../services/kit/src';
import { pipelineHealth, type RpcContext, wholeDaysSince } from '@smartcrm/contracts';
import { demoWorkspace } from '../../services/crm/src/demo/demo-data';
import { ApiClient, signUpWorkspace } from '../support/api-client';

async function rpc<T>(
  tenantId: string,
  call: (client: ReturnType<typeof createRpcClient>, ctx: RpcContext) => Promise<T>,
) {
  const nc = await connect({ servers: inject('natsUrl') });
  try {
    return await call(createRpcClient(nc, 20_000), { tenantId, actor: null, requestId: crypto.randomUUID() });
  } finally {
    await nc.drain();
  }
}

describe('the demo workspace', () => {
  it('fills an empty workspace once with a quarter of sample selling, and its period figures add up', async () => {
    const { client, tenantId, userId } = await signUpWorkspace('demo-seed');
    const seeded = await rpc(tenantId, (r, ctx) => r.call('crm.demo.seed', { ownerIds: [userId] }, ctx));
    expect(seeded).toEqual({ seeded: true, contacts: 60, deals: 42 });
    expect(await rpc(tenantId, (r, ctx) => r.call('crm.demo.seed', { ownerIds: [userId] }, ctx))).toMatchObject({
      seeded: false,
    });
    expect((await client.get('/api/contacts?limit=200')).body.items).toHaveLength(60);
    const board = (await client.get('/api/deals/board')).body;
    expect(board.columns.map((c) => c.count).reduce((a: number, b: number) => a + b, 0)).toBe(42);
    expect((await client.get('/api/tasks?state=all&limit=50')).body.items.length).toBe(18);

    // The 30-day figures equal what the sample holds for those days.
    const today = new Date();
    const since = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) - 29 * 86_400_000);
    const sample = demoWorkspace(today, 1);
    const inPeriod = (day: string | null) => day !== null && Date.parse(`${day}T00:00:00Z`) >= since.getTime();
    const won = sample.deals.filter((d) => d.stage === 3 && inPeriod(d.closedOn));
    const lost = sample.deals.filter((d) => d.stage === 4 && inPeriod(d.closedOn));
    const figures = await rpc(tenantId, (r, ctx) => r.call('crm.analytics.period_summary', { days: 30 }, ctx));
    expect(figures).toMatchObject({
      revenue: won.reduce((sum, d) => sum + d.value, 0),
      deals: won.length,
      winRate: Math.round((won.length / (won.length + lost.length)) * 1000) / 10,
    });
    expect(figures.trend).toHaveLength(7);
    expect(figures.trend.reduce((a, b) => a + b, 0)).toBe(figures.revenue);
  });

  it('seeds a quarter the product itself rates as a business that is selling', async () => {
    const { client, tenantId, userId } = await signUpWorkspace('demo-health');
    await rpc(tenantId, (r, ctx) => r.call('crm.demo.seed', { ownerIds: [userId] }, ctx));
    const { summary } = (await client.get('/api/analytics/pipeline-health')).body;
    const open = summary.active.count;
    expect(open).toBe(28);
    expect(summary.highRisk.count).toBeGreaterThan(0);
    expect(summary.highRisk.count).toBeLessThanOrEqual(open / 3);
    expect(summary.lowRisk.count).toBeGreaterThan(0);
    expect(summary.stuck.count).toBeLessThanOrEqual(3);
    expect(summary.ageRed).toBe(0);
    expect(pipelineHealth(summary.active.averageProbability, summary.active.averageAgeDays)).not.toBe('critical');
    // The cards on the board are days, not months, old; and each was worked recently.
    const board = (await client.get('/api/deals/board')).body;
    const openCards = board.columns.flatMap((c) => c.deals).filter((d) => d.status === 'open');
    expect(openCards.length).toBeGreaterThan(0);
    for (const deal of openCards) expect(wholeDaysSince(deal.createdAt)).toBeLessThan(60);
  });

  it('serves the public demo pages read-only from the demo workspace only', async () => {
    const visitor = new ApiClient(null);
    const dashboard = await visitor.get('/api/demo/dashboard?period=90d');
    expect(dashboard.status).toBe(200);
    expect(dashboard.body).toMatchObject({ revenue: expect.any(Number), trend: expect.any(Array) });
    expect((await visitor.get('/api/demo/dashboard?period=1y')).status).toBe(400);
    const pipeline = await visitor.get('/api/demo/pipeline');
    expect(pipeline.body.columns).toHaveLength(5);
    expect((await visitor.get('/api/demo/contacts')).status).toBe(200);
    // Nothing to write with, and no way to name another workspace.
    expect((await visitor.post('/api/demo/contacts', {})).status).toBe(404);
    const other = await signUpWorkspace('demo-other');
    await other.client.post('/api/contacts', { name: 'Hidden Person', email: 'hidden@demo-other.test' });
    const elsewhere = await new ApiClient(other.slug).get('/api/demo/contacts');
    expect(JSON.stringify(elsewhere.body)).not.toContain('hidden@demo-other.test');
  });
});
