import pg from 'pg';
import { demo } from '../../infra/src/demo-users';
import { browserHeaders, signInDemo, startBenchSystem } from '../lib/bench-system';
import type { Figure } from '../lib/figures';
import { taskInsertFloor } from './task-floor';

const databaseUrl =
  process.env.BENCH_AUTOMATION_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/smartcrm_bench_automation';
const events = Number(process.env.BENCH_AUTOMATION_EVENTS ?? 3000);

/**
 * Workflows end to end: contacts created through the API, each starting a run of a workflow
 * "contact created → create task" (crm's event → automation's consumer → a BullMQ step → crm's
 * tasks.create). Events/s from the first contact to the last task, the p95 lag from a contact to
 * its task, and duplicate or lost tasks; the floor is the same task inserts done straight on Postgres.
 * Contacts come in through the whole product, so the creation rate bounds the path: its ratio to
 * the path and the time from the last contact to the last task tell whether the engine kept up.
 */
export async function run(): Promise<Figure[]> {
  const bench = await startBenchSystem(databaseUrl);
  try {
    await sql(`UPDATE tenant.tenants SET plan = 'enterprise' WHERE id = $1`, [bench.tenantId]);
    const headers = {
      ...browserHeaders(await signInDemo(bench.origin, 'super_admin'), demo.tenant.slug),
      'content-type': 'application/json',
    };
    const post = async (path: string, body?: unknown) => {
      const response = await fetch(`${bench.origin}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify(body ?? {}),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const workflow = await post('/api/automation/workflows', {
      name: 'Welcome every contact',
      definition: {
        trigger: { type: 'record_created', object: 'contact' },
        steps: [
          {
            id: 'welcome',
            type: 'create_task',
            title: 'Welcome call',
            taskType: 'call',
            priority: 'medium',
            assignTo: 'record_owner',
          },
        ],
      },
    });
    await post(`/api/automation/workflows/${workflow.id}/activate`);

    const startedAt = new Date();
    const started = performance.now();
    let next = 0;
    const contactIds: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (next < events) {
          const i = next++;
          const contact = await post('/api/contacts', {
            name: `Bench ${i}`,
            email: `bench${i}-${Date.now()}@automation.test`,
          });
          contactIds.push(contact.id);
        }
      }),
    );
    const createSeconds = (performance.now() - started) / 1000;
    const counts = () =>
      sql<{ tasks: number; contacts: number }>(
        `SELECT count(*)::int AS tasks, count(DISTINCT contact_id)::int AS contacts FROM crm.tasks
          WHERE tenant_id = $1 AND title = 'Welcome call' AND created_at >= $2`,
        [bench.tenantId, startedAt],
      );
    let done = (await counts())[0]!;
    while (done.contacts < events && performance.now() - started < 600_000) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      done = (await counts())[0]!;
    }
    const seconds = (performance.now() - started) / 1000;
    // What the engine still had to do once the last contact was in: near nothing when it keeps up.
    const tailMs = (seconds - createSeconds) * 1000;
    await new Promise((resolve) => setTimeout(resolve, 2000));
    done = (await counts())[0]!;
    const [lag] = await sql<{ p95: number; p50: number }>(
      `SELECT percentile_cont(0.95) WITHIN GROUP (ORDER BY ms) AS p95, percentile_cont(0.5) WITHIN GROUP (ORDER BY ms) AS p50
         FROM (SELECT extract(epoch FROM min(t.created_at) - c.created_at) * 1000 AS ms
                 FROM crm.tasks t JOIN crm.contacts c ON c.tenant_id = t.tenant_id AND c.id = t.contact_id
                WHERE t.tenant_id = $1 AND t.title = 'Welcome call' AND t.created_at >= $2 GROUP BY c.id, c.created_at) lags`,
      [bench.tenantId, startedAt],
    );
    const perSecond = done.contacts / seconds;
    const floor = await taskInsertFloor(databaseUrl, bench.tenantId, contactIds);
    return [
      { name: 'automation.contacts_created_per_s', value: events / createSeconds, unit: 'contacts/s' },
      { name: 'automation.trigger_to_task_per_s', value: perSecond, unit: 'events/s' },
      { name: 'automation.floor_task_inserts_per_s', value: floor, unit: 'rows/s' },
      { name: 'automation.path_vs_floor_throughput', value: perSecond / floor, unit: 'ratio' },
      { name: 'automation.path_vs_creation_throughput', value: perSecond / (events / createSeconds), unit: 'ratio' },
      { name: 'automation.tail_after_last_contact_ms', value: tailMs, unit: 'ms' },
      { name: 'automation.lag_p50_ms', value: lag?.p50 ?? 0, unit: 'ms' },
      { name: 'automation.lag_p95_ms', value: lag?.p95 ?? 0, unit: 'ms' },
      {
        name: 'automation.duplicate_tasks',
        value: done.tasks - done.contacts,
        unit: 'tasks',
        target: { op: '<=', value: 0 },
      },
      { name: 'automation.lost_tasks', value: events - done.contacts, unit: 'tasks', target: { op: '<=', value: 0 } },
    ];
  } finally {
    await bench.stop();
  }
}

async function sql<T = Record<string, unknown>>(text: string, values: unknown[]): Promise<T[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}
