import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { historyTotalsDifferences } from '../support/history-totals';

type Deal = { id: string; stageId: string; version: number };

// The running totals that take concurrent writers' deltas as pending rows (0045).
const totals = ['deal_stage_totals', 'deal_day_totals', 'lost_reach_totals', 'stage_span_totals'];

const owner = <T>(work: (db: import('pg').Client) => Promise<T>) => withOwnerConnection(inject('databaseUrl'), work);

const pendingRows = (tenantId: string) =>
  owner(async (db) => {
    const counts = await Promise.all(
      totals.map(async (t) => {
        const { rows } = await db.query(`SELECT count(*)::int AS n FROM crm.${t}_pending WHERE tenant_id = $1`, [
          tenantId,
        ]);
        return rows[0].n as number;
      }),
    );
    return counts.reduce((a, b) => a + b, 0);
  });

/** Every deal moved at once, each to the stage `target` picks; the deals as they stand after. */
async function moveAll(client: ApiClient, deals: Deal[], target: (i: number) => string) {
  const moved = await Promise.all(
    deals.map((deal, i) => client.post(`/api/deals/${deal.id}/move`, { stageId: target(i), version: deal.version })),
  );
  expect(moved.map((r) => r.status)).toEqual(deals.map(() => 200));
  return moved.map((r) => r.body as Deal);
}

describe('running deal totals under concurrent moves', () => {
  it('equal a recount from the deals with deltas pending, after they are folded, and when writers fold side by side', async () => {
    const { client, tenantId } = await signUpWorkspace('movetotals');
    const pipeline = (await client.get('/api/pipelines')).body.items[0];
    const stages: { id: string; kind: string }[] = pipeline!.stages;
    const open = stages.filter((s) => s.kind === 'open').map((s) => s.id);
    const closed = stages.filter((s) => s.kind !== 'open').map((s) => s.id);
    let deals: Deal[] = [];
    for (let i = 0; i < 20; i++)
      deals.push((await client.post('/api/deals', { title: `M${i}`, value: 1000 + i })).body);
    const agree = async () => expect(await owner((db) => historyTotalsDifferences(db, tenantId))).toEqual({});
    await agree();

    // Another writer holds every table: all 20 moves leave their deltas pending, and readers still add them.
    const holder = await owner(async (db) => {
      await db.query('BEGIN');
      for (const t of totals) await db.query('SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))', [t, tenantId]);
      deals = await moveAll(client, deals, (i) =>
        i % 4 === 3 ? closed[i % closed.length]! : open[(i % (open.length - 1)) + 1]!,
      );
      const pending = await pendingRows(tenantId);
      await agree();
      await db.query('COMMIT');
      return pending;
    });
    expect(holder).toBeGreaterThan(0);

    // The next writer alone folds them all in.
    deals[0] = (
      await client.post(`/api/deals/${deals[0]!.id}/move`, { stageId: open[0], version: deals[0]!.version })
    ).body;
    expect(await pendingRows(tenantId)).toBe(0);
    await agree();

    // Nobody holding: the 20 writers fold or leave pending as they find the tables, and totals stay exact.
    deals = await moveAll(client, deals, (i) => open[(i + 1) % open.length]!);
    await agree();
    deals = await moveAll(client, deals, (i) => (i % 5 === 0 ? closed[0]! : open[i % open.length]!));
    await agree();
    const board = (await client.get(`/api/deals/board?pipelineId=${pipeline!.id}`)).body;
    expect(board.columns.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(20);
  });
});
