import type { Iteration } from './scenario-runner';

/** Terms the seeded names, companies and e-mails contain (k6/sales-rep.ts searches a real tenant's). */
const searches = ['hopper', 'lovelace', 'labs', 'grace', 'knuth', 'partners'];

interface Board {
  pipeline: { stages: { id: string; kind: string }[] };
  columns: { deals: Card[] }[];
}

interface Card {
  id: string;
  stageId: string;
  version: number;
}

/**
 * k6/sales-rep.ts's iteration: the dashboard's data, the contacts list, a search, the first
 * contact opened, the pipeline board, and a deal moved to the next open stage. Each user keeps
 * moving its own deal (the n-th open card of its first board, then the one its move answered
 * with), so users never refuse each other's version. A fresh one per run.
 */
export function salesRep(): Iteration {
  const mine = new Map<number, Card>();
  return async ({ id, iteration, request }) => {
    await request('dashboard', { path: '/api/analytics/deal-analytics?timeframe=month' });
    const list = await request<{ items: { id: string }[] }>('contacts', {
      path: '/api/contacts?limit=50&sort=-createdAt',
    });
    const term = searches[(id + iteration) % searches.length]!;
    await request('search', { path: `/api/contacts?limit=50&search=${term}` });
    const first = list.body?.items[0];
    if (first) await request('contact', { path: `/api/contacts/${first.id}` });

    const board = (await request<Board>('pipeline', { path: '/api/deals/board?perStage=50' })).body;
    const open = board?.pipeline.stages.filter((s) => s.kind === 'open') ?? [];
    const cards = board?.columns.flatMap((c) => c.deals).filter((d) => open.some((s) => s.id === d.stageId)) ?? [];
    const deal = mine.get(id) ?? cards[id % Math.max(1, cards.length)];
    if (!deal || open.length < 2) return;
    const to = open[(open.findIndex((s) => s.id === deal.stageId) + 1) % open.length]!;
    const moved = await request<Card>('move', {
      path: `/api/deals/${deal.id}/move`,
      method: 'POST',
      body: { stageId: to.id, version: deal.version },
    });
    if (moved.status === 200) mine.set(id, moved.body);
    else mine.delete(id);
  };
}
