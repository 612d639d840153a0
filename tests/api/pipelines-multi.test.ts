import type { Pipeline } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { addUser, signIn } from '../support/workspace-users';

const pipelines = async (client: ApiClient) => (await client.get('/api/pipelines')).body.items;
const stageOf = (pipeline: Pipeline, key: string): string => pipeline.stages.find((s) => s.key === key)!.id;

describe('more than one pipeline', () => {
  it('creates, renames, reorders and makes a pipeline the default; names are unique', async () => {
    const { client } = await signUpWorkspace('pm');
    const sales = (await pipelines(client))[0]!;
    const created = await client.post('/api/pipelines', {
      name: 'Partnerships',
      stages: [{ name: 'Intro' }, { name: 'Contract', defaultProbability: 60 }, { name: 'Won' }, { name: 'Lost' }],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Partnerships', isDefault: false, position: 1 });
    expect(created.body.stages.map((s) => [s.name, s.kind, s.defaultProbability])).toEqual([
      ['Intro', 'open', 50],
      ['Contract', 'open', 60],
      ['Won', 'won', 100],
      ['Lost', 'lost', 0],
    ]);
    const withDefaults = await client.post('/api/pipelines', { name: 'Renewals' });
    expect(withDefaults.body.stages.map((s) => s.key)).toEqual([
      'qualification',
      'proposal',
      'negotiation',
      'closed-won',
      'closed-lost',
    ]);

    const taken = await client.post('/api/pipelines', { name: ' partnerships ' });
    expect(taken.status).toBe(409);
    expect(taken.error?.details).toMatchObject({ field: 'name' });
    expect((await client.post('/api/pipelines', { name: '' })).status).toBe(400);

    const renamed = await client.request('PATCH', `/api/pipelines/${created.body.id}`, {
      name: 'Partners',
      version: created.body.version,
    });
    expect(renamed.body).toMatchObject({ name: 'Partners', version: created.body.version + 1 });
    const stale = await client.request('PATCH', `/api/pipelines/${created.body.id}`, {
      name: 'Stale',
      version: created.body.version,
    });
    expect(stale.status).toBe(409);

    const order = [withDefaults.body.id, sales.id, created.body.id];
    const reordered = await client.request('PUT', '/api/pipelines/order', { ids: order });
    expect(reordered.body.items.map((p) => p.id)).toEqual(order);
    expect((await client.request('PUT', '/api/pipelines/order', { ids: [sales.id] })).status).toBe(400);

    expect((await client.post(`/api/pipelines/${created.body.id}/default`)).body.isDefault).toBe(true);
    const after = await pipelines(client);
    expect(after.filter((p) => p.isDefault).map((p) => p.id)).toEqual([created.body.id]);
    // New deals start in the default pipeline.
    const deal = await client.post('/api/deals', { title: 'Reseller deal' });
    expect(deal.body.pipelineId).toBe(created.body.id);
  });

  it('deletes an empty pipeline, refuses one with deals unless they move, and moves them stage by stage', async () => {
    const { client } = await signUpWorkspace('pd');
    const sales = (await pipelines(client))[0]!;
    const empty = (await client.post('/api/pipelines', { name: 'Empty' })).body;
    expect((await client.request('DELETE', `/api/pipelines/${empty.id}`)).body).toEqual({
      id: empty.id,
      movedDeals: 0,
    });

    const other = (
      await client.post('/api/pipelines', {
        name: 'Enterprise',
        stages: [{ name: 'Proposal' }, { name: 'Pilot' }, { name: 'Closed Won' }],
      })
    ).body;
    const inProposal = await client.post('/api/deals', { title: 'A', value: 100, stageId: stageOf(other, 'proposal') });
    const inPilot = await client.post('/api/deals', { title: 'B', value: 200, stageId: stageOf(other, 'pilot') });
    const won = await client.post('/api/deals', { title: 'C', value: 300, stageId: stageOf(other, 'closed-won') });
    const deleted = await client.post('/api/deals', { title: 'D', stageId: stageOf(other, 'pilot') });
    await client.request('DELETE', `/api/deals/${deleted.body.id}`);

    const refused = await client.request('DELETE', `/api/pipelines/${other.id}`);
    expect(refused.status).toBe(409);
    expect(refused.error?.message).toContain('3 deals');
    expect((await client.request('DELETE', `/api/pipelines/${sales.id}`)).status).toBe(409); // the default
    expect((await client.request('DELETE', `/api/pipelines/${other.id}?moveDealsTo=${other.id}`)).status).toBe(400);

    const removed = await client.request('DELETE', `/api/pipelines/${other.id}?moveDealsTo=${sales.id}`);
    expect(removed.body).toEqual({ id: other.id, movedDeals: 3 });
    expect((await pipelines(client)).map((p) => p.id)).toEqual([sales.id]);
    const moved = async (id: string) => (await client.get(`/api/deals/${id}`)).body;
    // Same key → same stage; no match → the first open stage; won stays won.
    expect(await moved(inProposal.body.id)).toMatchObject({
      pipelineId: sales.id,
      stageId: stageOf(sales, 'proposal'),
    });
    expect(await moved(inPilot.body.id)).toMatchObject({ stageId: stageOf(sales, 'qualification'), status: 'open' });
    expect(await moved(won.body.id)).toMatchObject({ stageId: stageOf(sales, 'closed-won'), status: 'won' });
    const restored = await client.post(`/api/deals/${deleted.body.id}/restore`);
    expect(restored.body.pipelineId).toBe(sales.id);
    const board = (await client.get(`/api/deals/board?pipelineId=${sales.id}`)).body;
    expect(board.columns.reduce((n, c) => n + c.count, 0)).toBe(4);
    expect((await client.get(`/api/deals/board?pipelineId=${other.id}`)).status).toBe(404);
  });

  it('lets regular users read pipelines but not manage them, and hides other workspaces', async () => {
    const { client, tenantId, slug } = await signUpWorkspace('pr');
    const regular = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    const wl = await signIn(slug, await addUser(tenantId, 'wl_user', slug));
    expect((await regular.get('/api/pipelines')).status).toBe(200);
    expect((await regular.post('/api/pipelines', { name: 'Mine' })).status).toBe(403);
    const created = await wl.post('/api/pipelines', { name: 'By a white-label user' });
    expect(created.status).toBe(201);
    expect((await regular.request('DELETE', `/api/pipelines/${created.body.id}`)).status).toBe(403);

    const stranger = (await signUpWorkspace('px')).client;
    expect((await stranger.request('DELETE', `/api/pipelines/${created.body.id}`)).status).toBe(404);
    expect((await stranger.post(`/api/pipelines/${created.body.id}/default`)).status).toBe(404);
    expect((await client.request('DELETE', `/api/pipelines/${created.body.id}`)).status).toBe(200);
  });
});
