import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

async function winDeal(client: ApiClient, title: string, value: number) {
  const { body: pipelines } = await client.get('/api/pipelines');
  const won = pipelines.items[0]!.stages.find((s) => s.kind === 'won')!.id;
  const { body: deal } = await client.post('/api/deals', { title, value });
  const moved = await client.post(`/api/deals/${deal.id}/move`, { stageId: won, version: deal.version });
  expect(moved.body.status).toBe('won');
  return moved.body;
}

const quarterEnd = () => {
  const now = new Date();
  const q = Math.floor(now.getUTCMonth() / 3) * 3;
  return new Date(Date.UTC(now.getUTCFullYear(), q + 3, 0)).toISOString().slice(0, 10);
};

describe('AI goals', () => {
  it('measures progress from the real records and follows changes to them', async () => {
    const { client } = await signUpWorkspace('goal');
    const created = await client.post('/api/ai-goals', {
      title: 'Q revenue',
      metric: 'revenue',
      target: 10_000,
      period: 'this_quarter',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ current: 0, percent: 0, scope: 'me', endsOn: quarterEnd() });
    await client.post('/api/ai-goals', { title: 'Calls', metric: 'calls_made', target: 10, period: 'this_week' });

    await winDeal(client, 'First win', 7_000);
    const { body: contact } = await client.post('/api/contacts', { name: 'Jane Doe', email: 'jane@goal.test' });
    await client.post(`/api/contacts/${contact.id}/activities`, { kind: 'call', outcome: 'connected' });
    await client.post(`/api/contacts/${contact.id}/activities`, { kind: 'call', outcome: 'no_answer' });
    // Open deals count for nothing yet.
    await client.post('/api/deals', { title: 'Still open', value: 50_000 });

    const goals = (await client.get('/api/ai-goals')).body.items;
    const revenue = goals.find((g) => g.metric === 'revenue');
    expect(revenue).toMatchObject({ current: 7_000, percent: 70 });
    expect(revenue!.expected).toBeLessThanOrEqual(10_000);
    expect(['on_track', 'behind']).toContain(revenue!.pace);
    expect(goals.find((g) => g.metric === 'calls_made')).toMatchObject({ current: 2, percent: 20 });

    await winDeal(client, 'Second win', 4_000);
    const after = (await client.get('/api/ai-goals')).body.items.find((g) => g.metric === 'revenue');
    expect(after).toMatchObject({ current: 11_000, percent: 100, pace: 'achieved' });
  });

  it('suggests the open deals closest to closing that cover the gap', async () => {
    const { client } = await signUpWorkspace('goalsug');
    const { body: goal } = await client.post('/api/ai-goals', {
      title: 'Revenue',
      metric: 'revenue',
      target: 10_000,
      period: 'this_quarter',
    });
    await winDeal(client, 'Won already', 4_000);
    await client.post('/api/deals', {
      title: 'Closing soon',
      value: 7_000,
      probability: 60,
      expectedCloseDate: quarterEnd(),
    });
    await client.post('/api/deals', {
      title: 'Far away',
      value: 90_000,
      probability: 90,
      expectedCloseDate: '2099-01-01',
    });
    const suggestions = await client.get(`/api/ai-goals/${goal.id}/suggestions`);
    expect(suggestions.status).toBe(200);
    expect(suggestions.body).toMatchObject({ gap: 6_000, builtIn: true });
    expect(suggestions.body.suggestions[0]).toMatchObject({
      title: 'Close 1 deal worth $7,000',
      references: [{ type: 'deal', label: 'Closing soon' }],
    });
  });

  it("counts the owner's own records or the team's, never another workspace's", async () => {
    const { client, slug, tenantId } = await signUpWorkspace('goalteam');
    const colleague = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    await winDeal(colleague, 'Colleague win', 3_000);
    await winDeal(client, 'Own win', 1_000);
    const other = await signUpWorkspace('goalother');
    await winDeal(other.client, 'Foreign win', 50_000);

    await client.post('/api/ai-goals', { title: 'Mine', metric: 'deals_won', target: 5, period: 'this_month' });
    await client.post('/api/ai-goals', {
      title: 'Team',
      metric: 'revenue',
      target: 5_000,
      period: 'this_month',
      scope: 'team',
    });
    const goals = (await client.get('/api/ai-goals')).body.items;
    expect(goals.find((g) => g.title === 'Mine')!.current).toBe(1);
    expect(goals.find((g) => g.title === 'Team')!.current).toBe(4_000);

    // Goals are their owner's: a colleague neither sees nor reads them.
    expect((await colleague.get('/api/ai-goals')).body.items).toEqual([]);
    expect((await colleague.get(`/api/ai-goals/${goals[0]!.id}/suggestions`)).status).toBe(404);
    expect((await other.client.get(`/api/ai-goals/${goals[0]!.id}/suggestions`)).status).toBe(404);
  });

  it('names bad input by field', async () => {
    const { client } = await signUpWorkspace('goalbad');
    const zero = await client.post('/api/ai-goals', { title: 'x', metric: 'revenue', target: 0, period: 'this_month' });
    expect(zero.status).toBe(400);
    expect(zero.error?.details?.issues).toEqual([{ path: 'body.target', message: 'must be 1 or more' }]);
    const custom = await client.post('/api/ai-goals', { title: 'x', metric: 'revenue', target: 5, period: 'custom' });
    expect(custom.error?.details?.issues?.[0]).toMatchObject({ path: 'body.startsOn' });
    const metric = await client.post('/api/ai-goals', {
      title: 'x',
      metric: 'happiness',
      target: 5,
      period: 'this_month',
    });
    expect(metric.error?.details?.issues?.[0]?.path).toBe('body.metric');
  });
});
