import { type Board, eventSubject, type Pipeline, utcToday } from '@smartcrm/contracts';
import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';

async function defaultPipeline(client: ApiClient) {
  const { body } = await client.get('/api/pipelines');
  return body.items.find((p: { isDefault: boolean }) => p.isDefault);
}
const stageId = (pipeline: Pipeline | undefined, key: string): string =>
  pipeline!.stages.find((s) => s.key === key)!.id;

describe('deals and pipelines over HTTP', () => {
  it('gives a workspace the default pipeline and creates a deal in its first stage', async () => {
    const { client, userId } = await signUpWorkspace('dl');
    const pipeline = await defaultPipeline(client);
    expect(pipeline!.stages.map((s) => [s.key, s.kind, s.defaultProbability])).toEqual([
      ['qualification', 'open', 20],
      ['proposal', 'open', 50],
      ['negotiation', 'open', 75],
      ['closed-won', 'won', 100],
      ['closed-lost', 'lost', 0],
    ]);
    const { body: contact } = await client.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@x.test' });
    const created = await client.post('/api/deals', { title: 'Engine licence', value: 12_500, contactId: contact.id });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      pipelineId: pipeline!.id,
      stageId: stageId(pipeline, 'qualification'),
      status: 'open',
      probability: 20,
      value: 12_500,
      contactName: 'Ada Lovelace',
      ownerId: userId,
      actualCloseDate: null,
      version: 1,
    });
    expect((await client.get('/api/pipelines')).body.items).toHaveLength(1);
  });

  it('closes a deal moved to won (status, close date, probability), publishes it, and reopens it', async () => {
    const { client, tenantId } = await signUpWorkspace('dlwon');
    const pipeline = await defaultPipeline(client);
    const { body: deal } = await client.post('/api/deals', { title: 'Big one', value: 1000 });
    const nc = await connect({ servers: inject('natsUrl') });
    const events = nc.subscribe(eventSubject('crm.deal.stage_changed', tenantId), { max: 1, timeout: 5000 });
    const won = await client.post(`/api/deals/${deal.id}/move`, {
      stageId: stageId(pipeline, 'closed-won'),
      version: 1,
    });
    expect(won.body).toMatchObject({ status: 'won', probability: 100, actualCloseDate: utcToday(), version: 2 });
    for await (const message of events) {
      expect(JSON.parse(new TextDecoder().decode(message.data)).data).toEqual({
        dealId: deal.id,
        fromStageId: stageId(pipeline, 'qualification'),
        toStageId: stageId(pipeline, 'closed-won'),
        status: 'won',
        version: 2,
      });
    }
    await nc.drain();

    const reopened = await client.post(`/api/deals/${deal.id}/move`, {
      stageId: stageId(pipeline, 'proposal'),
      version: 2,
    });
    expect(reopened.body).toMatchObject({ status: 'open', probability: 50, actualCloseDate: null });
    const chosen = await client.request('PATCH', `/api/deals/${deal.id}`, {
      stageId: stageId(pipeline, 'negotiation'),
      probability: 35,
      version: 3,
    });
    expect(chosen.body).toMatchObject({ status: 'open', probability: 35, version: 4 });
    const timeline = await client.get(`/api/deals/${deal.id}/timeline`);
    expect(timeline.body.items.map((c) => [c.fromStage, c.toStage])).toEqual([
      ['Proposal', 'Negotiation'],
      ['Closed Won', 'Proposal'],
      ['Qualification', 'Closed Won'],
      [null, 'Qualification'],
    ]);
  });

  it('refuses a stale version as a conflict that carries the current deal', async () => {
    const { client } = await signUpWorkspace('dlver');
    const pipeline = await defaultPipeline(client);
    const { body: deal } = await client.post('/api/deals', { title: 'Contested', value: 10 });
    expect((await client.request('PATCH', `/api/deals/${deal.id}`, { value: 20, version: 1 })).body.version).toBe(2);
    const stale = await client.request('PATCH', `/api/deals/${deal.id}`, { value: 30, version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.error?.details?.current).toMatchObject({ value: 20, version: 2 });
    const staleMove = await client.post(`/api/deals/${deal.id}/move`, {
      stageId: stageId(pipeline, 'proposal'),
      version: 1,
    });
    expect(staleMove.status).toBe(409);
    expect((await client.get(`/api/deals/${deal.id}`)).body).toMatchObject({
      value: 20,
      stageId: stageId(pipeline, 'qualification'),
    });
  });

  it('orders cards by drop position and totals each stage: count, sum and weighted sum', async () => {
    const { client } = await signUpWorkspace('dlboard');
    const pipeline = await defaultPipeline(client);
    const proposal = stageId(pipeline, 'proposal');
    const a = (await client.post('/api/deals', { title: 'A', value: 1000, stageId: proposal })).body;
    const b = (await client.post('/api/deals', { title: 'B', value: 333, stageId: proposal, probability: 25 })).body;
    const c = (await client.post('/api/deals', { title: 'C', value: 2000 })).body;
    await client.post(`/api/deals/${c.id}/move`, { stageId: proposal, afterId: b.id, beforeId: a.id, version: 1 });
    const board = await client.get(`/api/deals/board?pipelineId=${pipeline!.id}`);
    expect(board.status).toBe(200);
    const column = board.body.columns.find((col) => col.stageId === proposal);
    expect(column!.deals.map((d) => d.title)).toEqual(['B', 'C', 'A']);
    // 1000×50% + 333×25% + 2000×50% = 1583.25
    expect(column).toMatchObject({ count: 3, total: 3333, weighted: 1583 });
    expect(board.body.columns.find((col) => col.stageId === stageId(pipeline, 'qualification'))!.count).toBe(0);

    const page1 = await client.get('/api/deals?sort=-value&limit=2');
    expect(page1.body.items.map((d) => d.title)).toEqual(['C', 'A']);
    const page2 = await client.get(`/api/deals?sort=-value&limit=2&cursor=${page1.body.nextCursor}`);
    expect(page2.body).toMatchObject({ items: [{ title: 'B' }], nextCursor: null });
  });

  it('shows each column its first cards and a column opened further its next ones, totals over all', async () => {
    const { client } = await signUpWorkspace('dlmore');
    const pipeline = await defaultPipeline(client);
    const proposal = stageId(pipeline, 'proposal');
    const qualification = stageId(pipeline, 'qualification');
    for (const title of ['P1', 'P2', 'P3', 'P4'])
      await client.post('/api/deals', { title, value: 10, stageId: proposal });
    for (const title of ['Q1', 'Q2', 'Q3']) await client.post('/api/deals', { title, value: 1 });
    const titles = (body: Board, stage: string) =>
      body.columns.find((c) => c.stageId === stage)!.deals.map((d) => d.title);

    const first = await client.get(`/api/deals/board?pipelineId=${pipeline!.id}&perStage=2`);
    expect(titles(first.body, proposal)).toHaveLength(2);
    expect(first.body.columns.find((c) => c.stageId === proposal)).toMatchObject({ count: 4, total: 40 });
    const opened = await client.get(`/api/deals/board?pipelineId=${pipeline!.id}&perStage=2&show=${proposal}:3`);
    expect(titles(opened.body, proposal)).toEqual([...titles(first.body, proposal), expect.any(String)]);
    expect(titles(opened.body, qualification)).toHaveLength(2);

    const bad = await client.get(`/api/deals/board?pipelineId=${pipeline!.id}&show=everything`);
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('show');
  });

  it("answers 404 for another workspace's deal and an unknown one", async () => {
    const a = await signUpWorkspace('dla');
    const b = await signUpWorkspace('dlb');
    const { body: secret } = await a.client.post('/api/deals', { title: 'Secret', value: 5 });
    const bPipeline = await defaultPipeline(b.client);
    expect((await b.client.get(`/api/deals/${secret.id}`)).status).toBe(404);
    expect((await b.client.request('PATCH', `/api/deals/${secret.id}`, { value: 1, version: 1 })).status).toBe(404);
    const move = await b.client.post(`/api/deals/${secret.id}/move`, {
      stageId: stageId(bPipeline, 'proposal'),
      version: 1,
    });
    expect(move.status).toBe(404);
    expect((await b.client.request('DELETE', `/api/deals/${secret.id}`)).status).toBe(404);
    expect((await b.client.get(`/api/deals/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await b.client.get('/api/deals')).body.items).toEqual([]);
    expect((await a.client.get(`/api/deals/${secret.id}`)).body.version).toBe(1);
  });

  it('refuses fractional and negative values, naming the field, and stores nothing', async () => {
    const { client } = await signUpWorkspace('dlbad');
    const fraction = await client.post('/api/deals', { title: 'Half', value: 10.5 });
    expect(fraction.status).toBe(400);
    expect(fraction.error?.details?.issues).toContainEqual({ path: 'body.value', message: 'must be whole dollars' });
    const negative = await client.post('/api/deals', { title: 'Debt', value: -1 });
    expect(negative.status).toBe(400);
    expect(negative.error?.details?.issues).toContainEqual({ path: 'body.value', message: 'must be 0 or more' });
    expect((await client.get('/api/deals')).body.items).toEqual([]);
  });

  it('deletes softly and restores on undo', async () => {
    const { client } = await signUpWorkspace('dldel');
    const { body: deal } = await client.post('/api/deals', { title: 'Fleeting', value: 7 });
    expect((await client.request('DELETE', `/api/deals/${deal.id}`)).status).toBe(200);
    expect((await client.get(`/api/deals/${deal.id}`)).status).toBe(404);
    expect((await client.get('/api/deals/board')).body.columns[0]).toMatchObject({ count: 0, deals: [] });
    const restored = await client.post(`/api/deals/${deal.id}/restore`);
    expect(restored.body).toMatchObject({ title: 'Fleeting', version: 3 });
    expect((await client.get('/api/deals/board')).body.columns[0]!.count).toBe(1);
  });

  it('edits stages: rename, add, and remove one only with a target for its deals', async () => {
    const { client } = await signUpWorkspace('dlstages');
    const pipeline = await defaultPipeline(client);
    const { body: deal } = await client.post('/api/deals', {
      title: 'Mover',
      value: 100,
      stageId: stageId(pipeline, 'proposal'),
    });
    const [qualification, proposal, negotiation, won, lost] = pipeline!.stages;
    const keep = (s: { id: string; name: string } | undefined, changes = {}) => ({
      id: s!.id,
      name: s!.name,
      ...changes,
    });
    const withoutProposal = [
      keep(qualification, { name: 'Discovery' }),
      keep(negotiation),
      { name: 'Won' },
      keep(won),
      keep(lost),
    ];
    const refused = await client.request('PUT', `/api/pipelines/${pipeline!.id}/stages`, {
      version: 1,
      stages: withoutProposal,
    });
    expect(refused.status).toBe(409);
    const saved = await client.request('PUT', `/api/pipelines/${pipeline!.id}/stages`, {
      version: 1,
      stages: withoutProposal.map((s, i) => (i === 2 ? { name: 'Paid' } : s)),
      moveDealsTo: { [proposal!.id]: negotiation!.id },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.stages.map((s) => [s.name, s.key, s.kind])).toEqual([
      ['Discovery', 'qualification', 'open'],
      ['Negotiation', 'negotiation', 'open'],
      ['Paid', 'paid', 'open'],
      ['Closed Won', 'closed-won', 'won'],
      ['Closed Lost', 'closed-lost', 'lost'],
    ]);
    expect((await client.get(`/api/deals/${deal.id}`)).body).toMatchObject({
      stageId: negotiation!.id,
      probability: 75,
    });
    const stale = await client.request('PUT', `/api/pipelines/${pipeline!.id}/stages`, {
      version: 1,
      stages: withoutProposal,
    });
    expect(stale.status).toBe(409);
  });
});
