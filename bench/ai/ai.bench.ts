import pg from 'pg';
import { demo } from '../../infra/src/demo-users';
import { browserHeaders, signInDemo, startBenchSystem } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { runLoad } from '../lib/http-load';
import { seedLargeTenant } from '../crm/seed-large-tenant';
import { scoringFloor } from './scoring-floor';

const databaseUrl = process.env.BENCH_AI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_ai';
const contacts = Number(process.env.BENCH_AI_CONTACTS ?? 1_000_000);
const durationMs = Number(process.env.BENCH_DURATION_MS ?? 6000);

/**
 * The AI orchestrator with the built-in provider: a smart score through the whole path
 * (BFF → NATS → ai → crm → Postgres, the lead-score event), and a bulk run scoring every
 * contact of a large tenant (1,000,000 by default; BENCH_AI_CONTACTS) — counted end to end,
 * until crm holds every new lead score. The floor: the same rules and set-based writes in one
 * process straight on Postgres.
 */
export async function run(): Promise<Figure[]> {
  const bench = await startBenchSystem(databaseUrl, { fresh: false });
  try {
    const owners = await withClient(async (c) =>
      (await c.query('SELECT id FROM identity.users WHERE tenant_id = $1', [bench.tenantId])).rows.map((r) => r.id),
    );
    await seedLargeTenant(databaseUrl, bench.tenantId, owners, {
      contacts,
      companies: Math.max(10, Math.round(contacts / 20)),
    });
    await withClient(async (c) => {
      // A large tenant is an Enterprise one (unlimited AI credits). Earlier runs' scores stay: this
      // run's are told apart by their time (rewriting a million rows first would take minutes).
      await c.query(`UPDATE tenant.tenants SET plan = 'enterprise' WHERE id = $1`, [bench.tenantId]);
      await c.query('DELETE FROM ai.bulk_runs WHERE tenant_id = $1', [bench.tenantId]);
    });
    const total = await withClient(
      async (c) =>
        (
          await c.query('SELECT count(*)::int AS n FROM crm.contacts WHERE tenant_id = $1 AND deleted_at IS NULL', [
            bench.tenantId,
          ])
        ).rows[0].n as number,
    );
    const headers = browserHeaders(await signInDemo(bench.origin, 'super_admin'), demo.tenant.slug);
    const sample = await withClient(async (c) =>
      (
        await c.query('SELECT id FROM crm.contacts WHERE tenant_id = $1 ORDER BY id LIMIT 2000', [bench.tenantId])
      ).rows.map((r) => r.id as string),
    );
    let i = 0;
    const score = await runLoad(
      bench.origin,
      () => ({
        path: `/api/ai/contacts/${sample[i++ % sample.length]}/score`,
        method: 'POST',
        body: { urgency: 'medium' },
      }),
      { headers, durationMs, connections: 10 },
    );

    const started = performance.now();
    const startedAt = new Date();
    const response = await fetch(`${bench.origin}/api/ai/bulk-runs`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ scope: { kind: 'all' }, mode: 'overnight', costLimit: 100_000 }),
    });
    if (!response.ok) throw new Error(`bulk start: ${response.status} ${await response.text()}`);
    const { run: bulk } = (await response.json()) as { run: { id: string } };
    let finished: { status: string; succeeded: number; total: number } | undefined;
    for (;;) {
      const state = await (await fetch(`${bench.origin}/api/ai/bulk-runs/${bulk.id}`, { headers })).json();
      if (!['running', 'scheduled'].includes(state.status) || performance.now() - started > 900_000) {
        finished = state;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const runSeconds = (performance.now() - started) / 1000;
    // End to end: until crm holds every contact's new lead score (the consumer of the batches' events).
    for (;;) {
      const { rows } = await withClient((c) =>
        c.query('SELECT count(*)::int AS n FROM crm.contact_lead_scores WHERE tenant_id = $1 AND scored_at >= $2', [
          bench.tenantId,
          startedAt,
        ]),
      );
      if (rows[0].n >= (finished?.succeeded ?? total) || performance.now() - started > 600_000) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const endToEndSeconds = (performance.now() - started) / 1000;
    const floor = await scoringFloor(databaseUrl, bench.tenantId, Math.min(total, 200_000));
    const perSecond = (finished?.succeeded ?? 0) / endToEndSeconds;
    return [
      { name: 'ai.smart_score_p95_ms', value: score.p95, unit: 'ms', target: { op: '<', value: 100 } },
      { name: 'ai.smart_score_rps', value: score.rps, unit: 'req/s' },
      { name: 'ai.smart_score_errors', value: score.errors, unit: 'requests', target: { op: '<=', value: 0 } },
      {
        name: 'ai.bulk_contacts',
        value: finished?.succeeded ?? 0,
        unit: 'contacts',
        target: { op: '>=', value: total },
      },
      { name: 'ai.bulk_run_contacts_per_s', value: (finished?.succeeded ?? 0) / runSeconds, unit: 'contacts/s' },
      { name: 'ai.bulk_contacts_per_s', value: perSecond, unit: 'contacts/s', target: { op: '>', value: 20_000 } },
      { name: 'ai.bulk_floor_contacts_per_s', value: floor, unit: 'contacts/s' },
      { name: 'ai.bulk_path_vs_floor', value: perSecond / floor, unit: 'ratio' },
    ];
  } finally {
    await bench.stop();
  }
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
