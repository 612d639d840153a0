import { check, sleep } from 'k6';
import http from 'k6/http';
import type { Options } from 'k6/options';
import { config } from './lib/config';
import { bodyOf, type Session, signIn } from './lib/session';

/**
 * A sales rep's browsing session: the dashboard's data, the contacts list and a search, one
 * contact opened, the pipeline board, and a deal moved to the next stage.
 */
export const options: Options = {
  scenarios: { browsing: { executor: 'constant-vus', vus: 20, duration: '2m' } },
  thresholds: {
    http_req_failed: ['rate<0.01'],
    'http_req_duration{name:contacts}': ['p(95)<100'],
    'http_req_duration{name:search}': ['p(95)<200'],
    'http_req_duration{name:dashboard}': ['p(95)<300'],
    'http_req_duration{name:pipeline}': ['p(95)<300'],
    'http_req_duration{name:move}': ['p(95)<200'],
  },
};

export const setup = (): Session => signIn();

const searches = ['ann', 'smith', 'acme', 'tech', 'lee', 'ventures'];

export default function (session: Session) {
  const { headers } = session;
  const get = (path: string, name: string) => http.get(`${config.baseUrl}${path}`, { headers, tags: { name } });

  check(get('/api/analytics/deal-analytics?timeframe=month', 'dashboard'), {
    'dashboard 200': (r) => r.status === 200,
  });
  const list = get('/api/contacts?limit=50&sort=-createdAt', 'contacts');
  check(list, { 'contacts 200': (r) => r.status === 200 });
  const term = searches[Math.floor(Math.random() * searches.length)]!;
  check(get(`/api/contacts?limit=50&search=${term}`, 'search'), { 'search 200': (r) => r.status === 200 });
  const first = bodyOf<{ items: { id: string }[] }>(list)?.items[0];
  if (first) check(get(`/api/contacts/${first.id}`, 'contact'), { 'contact 200': (r) => r.status === 200 });

  const board = get('/api/deals/board?perStage=50', 'pipeline');
  check(board, { 'board 200': (r) => r.status === 200 });
  const columns = bodyOf<{
    pipeline: { stages: { id: string; kind: string }[] };
    columns: { deals: { id: string; stageId: string; version: number }[] }[];
  }>(board);
  const open = columns?.pipeline.stages.filter((s) => s.kind === 'open') ?? [];
  const cards = columns?.columns.flatMap((c) => c.deals).filter((d) => open.some((s) => s.id === d.stageId)) ?? [];
  // Each VU moves its own card: two VUs moving one deal would refuse each other's stale version.
  const deal = cards[(__VU - 1) % Math.max(1, cards.length)];
  if (deal && open.length > 1) {
    // To the next open stage, round and round: the deals stay open for the next VU.
    const to = open[(open.findIndex((s) => s.id === deal.stageId) + 1) % open.length]!;
    const body = JSON.stringify({ stageId: to.id, version: deal.version });
    const moved = http.post(`${config.baseUrl}/api/deals/${deal.id}/move`, body, { headers, tags: { name: 'move' } });
    check(moved, { 'deal moved': (r) => r.status === 200 });
  }
  sleep(1);
}
