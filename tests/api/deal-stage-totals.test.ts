import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { addUser, signIn } from '../support/workspace-users';

type Deal = { id: string; stageId: string; value: number; probability: number; version: number };

/** What the board's totals must be: computed here from the full deal list. */
async function expectedTotals(client: ApiClient, pipelineId: string) {
  const { body } = await client.get(`/api/deals?pipelineId=${pipelineId}&limit=200`);
  const totals = new Map<string, { count: number; total: number; weighted: number }>();
  for (const deal of body.items as Deal[]) {
    const t = totals.get(deal.stageId) ?? { count: 0, total: 0, weighted: 0 };
    t.count += 1;
    t.total += deal.value;
    t.weighted += deal.value * deal.probability;
    totals.set(deal.stageId, t);
  }
  return [...totals].map(([stageId, t]) => ({ stageId, ...t, weighted: Math.round(t.weighted / 100) }));
}

async function boardTotals(client: ApiClient, pipelineId: string) {
  const { body } = await client.get(`/api/deals/board?pipelineId=${pipelineId}`);
  return body.columns
    .filter((c: { count: number }) => c.count > 0)
    .map(
      ({ stageId, count, total, weighted }: { stageId: string; count: number; total: number; weighted: number }) => ({
        stageId,
        count,
        total,
        weighted,
      }),
    );
}

describe('kanban stage totals', () => {
  it('stay equal to the sum of the live deals through creates, moves, edits, deletes and restores', async () => {
    const { client, slug, tenantId } = await signUpWorkspace('totals');
    const pipeline = (await client.get('/api/pipelines')).body.items[0];
    const [qualification, proposal, , won] = pipeline!.stages.map((s: { id: string }) => s.id);
    const deals: Deal[] = [];
    for (const value of [1000, 2500, 40_000, 777])
      deals.push((await client.post('/api/deals', { title: `D${value}`, value })).body);
    const sameAsList = async () =>
      expect(new Set(await boardTotals(client, pipeline!.id))).toEqual(
        new Set(await expectedTotals(client, pipeline!.id)),
      );
    await sameAsList();

    const move = (deal: Deal, stageId: string) =>
      client.post(`/api/deals/${deal.id}/move`, { stageId, version: deal.version });
    expect((await move(deals[0]!, proposal!)).status).toBe(200);
    expect((await move(deals[1]!, won!)).status).toBe(200);
    const edited = await client.request('PATCH', `/api/deals/${deals[2]!.id}`, {
      value: 41_000,
      version: deals[2]!.version,
    });
    expect(edited.status).toBe(200);
    await client.request('DELETE', `/api/deals/${deals[3]!.id}`);
    await sameAsList();
    await client.post(`/api/deals/${deals[3]!.id}/restore`);
    await sameAsList();
    // A hard delete (a purge, an operator's clean-up) keeps the totals too.
    const purged = (await client.post('/api/deals', { title: 'Purged', value: 123 })).body;
    // Its timeline entry is written by an event consumer: purge only once it is there.
    const timeline = () =>
      withOwnerConnection(inject('databaseUrl'), async (db) => {
        const { rows } = await db.query('SELECT count(*)::int AS n FROM crm.activities WHERE deal_id = $1', [
          purged.id,
        ]);
        return rows[0].n as number;
      });
    await expect.poll(timeline).toBeGreaterThan(0);
    await withOwnerConnection(inject('databaseUrl'), async (db) => {
      for (const table of ['deal_stage_changes', 'activities']) {
        await db.query(`DELETE FROM crm.${table} WHERE deal_id = $1`, [purged.id]);
      }
      await db.query('DELETE FROM crm.deals WHERE id = $1', [purged.id]);
    });
    await sameAsList();
    const columns = await boardTotals(client, pipeline!.id);
    expect(columns.find((c: { stageId: string }) => c.stageId === qualification)).toMatchObject({
      count: 2,
      total: 41_777,
    });

    // A user who may see only their own deals sees only their own deals' totals.
    const rep = await signIn(slug, await addUser(tenantId, 'regular_user', slug));
    await rep.post('/api/deals', { title: 'Mine', value: 5 });
    await client.request('PUT', '/api/settings/visibility', { role: 'regular_user', scope: 'own' });
    expect(await boardTotals(rep, pipeline!.id)).toEqual([{ stageId: qualification, count: 1, total: 5, weighted: 1 }]);
  });
});
