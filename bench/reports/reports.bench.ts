import { ReportSpec, type ReportSpecInput, type Role } from '@smartcrm/contracts';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { demo } from '../../infra/src/demo-users';
import { ensureWebBuilt } from '../../infra/src/web-build';
import { compileReport } from '../../services/crm/src/reports/report-sql';
import { serviceDatabaseUrl } from '../../services/kit/src/db/database';
import { largeTenantDatabaseUrl, openLargeTenant, withClient } from '../crm/large-tenant';
import type { Figure } from '../lib/figures';

const runs = Number(process.env.BENCH_REPORT_RUNS ?? 15);

/** Typical reports a sales manager builds, on the large tenant (200,000 deals, 1,000,000 contacts). */
const reports: Record<string, ReportSpecInput> = {
  won_by_owner_by_month: {
    object: 'deals',
    filters: {
      conditions: [
        { field: 'status', operator: 'eq', value: 'won' },
        { field: 'closeDate', operator: 'in_period', value: { period: 'this_year' } },
      ],
    },
    groupBy: [{ field: 'owner' }, { field: 'closeDate', bucket: 'month' }],
    measures: [{ fn: 'sum', field: 'value' }],
  },
  open_by_stage: {
    object: 'deals',
    filters: { conditions: [{ field: 'status', operator: 'eq', value: 'open' }] },
    groupBy: [{ field: 'stage' }],
    measures: [{ fn: 'count' }, { fn: 'sum', field: 'value' }],
  },
  win_rate_by_owner: { object: 'deals', groupBy: [{ field: 'owner' }], measures: [{ fn: 'win_rate' }] },
  contacts_by_status_by_quarter: {
    object: 'contacts',
    groupBy: [{ field: 'status' }, { field: 'createdAt', bucket: 'quarter' }],
    measures: [{ fn: 'count' }],
  },
};

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;

async function timed(work: () => Promise<unknown>): Promise<number> {
  const times: number[] = [];
  await work(); // warm: plans cached, pages in memory, for both sides alike
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  return median(times);
}

/**
 * Each report through the BFF (POST /api/reports/run: session, validation, NATS, the service's
 * transaction with its time-out, labels) beside its floor: the same compiled statement run
 * directly with pg as the crm role with the tenant pinned, as the service's pool does. Median of
 * sequential runs each, the floor just before its path so both see the same machine.
 */
export async function run(): Promise<Figure[]> {
  await ensureWebBuilt((_source, line) => process.stderr.write(`${line}\n`));
  const { bench, headers, sizes } = await openLargeTenant();
  const pool = new pg.Pool({
    connectionString: serviceDatabaseUrl(largeTenantDatabaseUrl, 'crm', 'smartcrm-dev'),
    max: 2,
    options: `-c search_path=crm -c app.tenant_id=${bench.tenantId}`,
  });
  try {
    const viewer = await withClient(async (client) => {
      const { rows } = await client.query('SELECT id FROM identity.users WHERE tenant_id = $1 AND email = $2', [
        bench.tenantId,
        demo.users.wl_user.email,
      ]);
      return { userId: rows[0].id as string, role: 'wl_user' as Role };
    });
    const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
    const figures: Figure[] = [{ name: 'reports.tenant_deals', value: sizes.deals, unit: 'rows' }];
    for (const [name, spec] of Object.entries(reports)) {
      const compiled = compileReport(ReportSpec.parse(spec), viewer).compile(db);
      const floor = await timed(() => pool.query({ text: compiled.sql, values: [...compiled.parameters] }));
      const path = await timed(async () => {
        const response = await fetch(`${bench.origin}/api/reports/run`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ spec }),
        });
        await response.arrayBuffer();
        if (!response.ok) throw new Error(`${name} answered ${response.status}`);
      });
      figures.push(
        { name: `reports.floor_${name}_ms`, value: floor, unit: 'ms' },
        { name: `reports.${name}_ms`, value: path, unit: 'ms', target: { op: '<', value: 1000 } },
        { name: `reports.${name}_vs_floor`, value: path / floor, unit: 'ratio', target: { op: '<=', value: 1.3 } },
      );
    }
    return figures;
  } finally {
    await pool.end();
    await bench.stop();
  }
}
