import { demo } from '../../infra/src/demo-users';
import { serviceDatabaseUrl } from '../../services/kit/src/db/database';
import type { Figure } from '../lib/figures';
import { type LoadResult, runLoad } from '../lib/http-load';
import { ensureWebBuilt } from '../../infra/src/web-build';
import { measureImport } from './import-bench';
import { largeTenantDatabaseUrl, openLargeTenant, withClient } from './large-tenant';
import { measureScroll } from './scroll-bench';
import { largeTenantSizes } from './seed-large-tenant';

const durationMs = Number(process.env.BENCH_DURATION_MS ?? 6000);
const contacts = Number(process.env.BENCH_CONTACTS ?? largeTenantSizes.contacts);

const deepRows = Number(process.env.BENCH_DEEP_ROWS ?? 20_000);

const searches = ['hopper', 'lovelace 4', 'labs', 'company 123', 'mail7.example', 'dijkstra', '555 00012', 'partners'];

/**
 * The contacts screens of a large tenant (1,000,000 contacts by default; BENCH_CONTACTS to
 * change), driven over HTTP through the BFF at 50 concurrent clients. The database is kept
 * between runs so the seed is paid once.
 */
export async function run(): Promise<Figure[]> {
  await ensureWebBuilt((_source, line) => process.stderr.write(`${line}\n`));
  const { bench, headers, pipeline, sizes, seedSeconds } = await openLargeTenant({ contacts });
  try {
    const options = { headers, durationMs };
    const viewer = await withClient((client) =>
      client.query('SELECT id FROM identity.users WHERE tenant_id = $1 AND email = $2', [
        bench.tenantId,
        demo.users.wl_user.email,
      ]),
    );
    const floor = await bench.spawnServer('bench/crm/floor-server.ts', {
      DATABASE_URL: largeTenantDatabaseUrl,
      APP_DATABASE_URL: serviceDatabaseUrl(largeTenantDatabaseUrl, 'crm', 'smartcrm-dev'),
      TENANT_ID: bench.tenantId,
      VIEWER_ID: viewer.rows[0].id,
      VIEWER_ROLE: 'wl_user',
      SEARCHES: JSON.stringify(searches),
    });

    // Each floor just before its path, so both see the same machine.
    const floorMinimal = await runLoad(floor, '/minimal', options);
    const floorList = await runLoad(floor, '/contacts', options);
    const list = await runLoad(bench.origin, '/api/contacts?limit=50', options);
    const byName = await runLoad(bench.origin, '/api/contacts?limit=50&sort=name', options);
    const filtered = await runLoad(
      bench.origin,
      '/api/contacts?limit=50&status=customer&interest=hot&sort=-leadScore',
      options,
    );
    const tagged = await runLoad(bench.origin, '/api/contacts?limit=50&tag=vip&sort=-updatedAt', options);
    const nextPage = await runLoad(
      bench.origin,
      `/api/contacts?limit=50&cursor=${await secondPageCursor(bench.origin, options.headers)}`,
      options,
    );
    // A page 20,000 rows down (BENCH_DEEP_ROWS) of each sort on a nullable field, as a user scrolling gets it.
    const deep: Figure[] = [];
    for (const sort of ['lastContact', '-lastContact', 'company', '-company']) {
      const cursor = await deepCursor(bench.origin, options.headers, sort, deepRows);
      const page = await runLoad(bench.origin, `/api/contacts?limit=50&sort=${sort}&cursor=${cursor}`, options);
      deep.push(...p95(`list_deep_${sort.startsWith('-') ? `${sort.slice(1)}_desc` : sort}`, page, 50));
    }
    const floorSearch = await runLoad(floor, '/search', options);
    let i = 0;
    const search = await runLoad(
      bench.origin,
      () => ({ path: `/api/contacts?limit=50&search=${encodeURIComponent(searches[i++ % searches.length]!)}` }),
      options,
    );
    // The browser last among the reads: a user scrolling the contacts table 100,000 rows down.
    const scrolled = await measureScroll(bench.origin, Number(process.env.BENCH_SCROLL_ROWS ?? 100_000));
    const moves = await stageMoves(bench.origin, options.headers, pipeline);
    // As the pipeline screen asks: each column's first page of cards with its totals.
    const floorBoard = await runLoad(floor, '/board', options);
    const board = await runLoad(bench.origin, `/api/deals/board?pipelineId=${pipeline.id}`, options);
    const floorTasks = await runLoad(floor, '/tasks', options);
    const tasks = await runLoad(bench.origin, '/api/tasks?limit=50&state=open', options);
    // Writes last: each one sets off events the service works through after the load stops.
    const move = await runLoad(bench.origin, () => moves.next(), { ...options, connections: 20 });
    let n = 0;
    const newContact = (path: string) => () => ({
      path,
      method: 'POST' as const,
      body: {
        name: `Bench Person ${n}`,
        email: `bench-${Date.now()}-${n++}@bench.example`,
        company: `Company ${n % 500} Labs`,
      },
    });
    const floorCreate = await runLoad(floor, newContact('/contacts'), { ...options, connections: 20 });
    const create = await runLoad(bench.origin, newContact('/api/contacts'), { ...options, connections: 20 });

    // A failed import is a figure that misses its target, not the loss of every figure above.
    const imported = await measureImport(
      bench.origin,
      largeTenantDatabaseUrl,
      Number(process.env.BENCH_IMPORT_ROWS ?? 200_000),
    ).catch((error: Error): Figure[] => {
      process.stderr.write(`crm import not measured: ${error.message}\n`);
      return [{ name: 'crm.import_failures', value: 1, unit: 'count', target: { op: '<=', value: 0 } }];
    });

    return [
      { name: 'crm.tenant_contacts', value: sizes.contacts, unit: 'rows' },
      { name: 'crm.tenant_deals', value: sizes.deals, unit: 'rows' },
      { name: 'crm.tenant_tasks', value: sizes.tasks, unit: 'rows' },
      { name: 'crm.tenant_activities', value: sizes.activities, unit: 'rows' },
      ...(seedSeconds === null ? [] : [{ name: 'crm.seed_seconds', value: seedSeconds, unit: 's' }]),
      ...p95('list', list, 50),
      ...p95('list_by_name', byName, 50),
      ...p95('list_filtered', filtered, 50),
      ...p95('list_by_tag', tagged, 50),
      ...p95('list_next_page', nextPage, 50),
      ...deep,
      ...p95('search', search, 100),
      ...p95('create', create),
      ...p95('board', board, 100),
      ...p95('stage_move', move, 100),
      ...p95('tasks_list', tasks, 50),
      ...scrolled,
      ...vsFloor('list', 'path', list, floorList),
      ...vsFloor('search', 'search', search, floorSearch),
      ...vsFloor('board', 'board', board, floorBoard),
      ...vsFloor('tasks', 'tasks', tasks, floorTasks),
      ...vsFloor('create', 'create', create, floorCreate),
      { name: 'crm.floor_minimal_rps', value: floorMinimal.rps, unit: 'req/s' },
      { name: 'crm.floor_minimal_p95_ms', value: floorMinimal.p95, unit: 'ms' },
      {
        name: 'crm.sql_vs_minimal_throughput',
        value: floorList.rps / floorMinimal.rps,
        unit: 'ratio',
        target: { op: '>=', value: 0.7 },
      },
      ...imported,
    ];
  } finally {
    await bench.stop();
  }
}

/**
 * A path's rate and p95 beside its floor's, and the ratios the targets are set on:
 * `crm.<ratio>_vs_floor_throughput` ≥ 0.8 and `crm.<ratio>_vs_floor_p95` ≤ 1.3.
 */
function vsFloor(name: string, ratio: string, path: LoadResult, floor: LoadResult): Figure[] {
  return [
    { name: `crm.${name}_rps`, value: path.rps, unit: 'req/s' },
    { name: `crm.floor_${name}_rps`, value: floor.rps, unit: 'req/s' },
    { name: `crm.floor_${name}_p95_ms`, value: floor.p95, unit: 'ms' },
    { name: `crm.floor_${name}_errors`, value: floor.errors, unit: 'count', target: { op: '<=', value: 0 } },
    {
      name: `crm.${ratio}_vs_floor_throughput`,
      value: path.rps / floor.rps,
      unit: 'ratio',
      target: { op: '>=', value: 0.8 },
    },
    { name: `crm.${ratio}_vs_floor_p95`, value: path.p95 / floor.p95, unit: 'ratio', target: { op: '<=', value: 1.3 } },
  ];
}

function p95(name: string, result: LoadResult, target?: number): Figure[] {
  return [
    { name: `crm.${name}_p50_ms`, value: result.p50, unit: 'ms' },
    {
      name: `crm.${name}_p95_ms`,
      value: result.p95,
      unit: 'ms',
      ...(target ? { target: { op: '<' as const, value: target } } : {}),
    },
    { name: `crm.${name}_errors`, value: result.errors, unit: 'count', target: { op: '<=', value: 0 } },
  ];
}

async function getJson(origin: string, path: string, headers: Record<string, string>) {
  const response = await fetch(`${origin}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
  return response.json();
}

/**
 * Stage moves as a user drags cards: each request takes one of the board's first open deals
 * and moves it to the next open stage, round robin.
 */
async function stageMoves(
  origin: string,
  headers: Record<string, string>,
  pipeline: { id: string; stages: { id: string; kind: string }[] },
) {
  const board = await getJson(origin, `/api/deals/board?pipelineId=${pipeline.id}&perStage=50`, headers);
  const open = pipeline.stages.filter((stage) => stage.kind === 'open').map((stage) => stage.id);
  const cards: { id: string; stageId: string; version: number }[] = board.columns
    .filter((column: { stageId: string }) => open.includes(column.stageId))
    .flatMap((column: { deals: { id: string; stageId: string; version: number }[] }) => column.deals);
  let i = 0;
  return {
    // Each card is moved by one request at a time (more cards than connections), so its version
    // is the one read plus the moves sent before.
    next() {
      const card = cards[i++ % cards.length]!;
      card.stageId = open[(open.indexOf(card.stageId) + 1) % open.length]!;
      const body = { stageId: card.stageId, version: card.version++ };
      return { path: `/api/deals/${card.id}/move`, method: 'POST' as const, body };
    },
  };
}

async function secondPageCursor(origin: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(`${origin}/api/contacts?limit=50`, { headers });
  const page = (await response.json()) as { nextCursor: string };
  return page.nextCursor;
}

/** The cursor `rows` contacts down a sort, reached page by page as the table reaches it. */
async function deepCursor(origin: string, headers: Record<string, string>, sort: string, rows: number) {
  let cursor = '';
  for (let seen = 0; seen < rows; seen += 200) {
    const page = await getJson(origin, `/api/contacts?limit=200&sort=${sort}${cursor && `&cursor=${cursor}`}`, headers);
    cursor = (page as { nextCursor: string }).nextCursor;
  }
  return cursor;
}
