import { type EventEnvelope, runOfRequestId, WorkflowDefinition } from '@smartcrm/contracts';
import { consumeServiceEventBatches, type Logger, type Shutdown, type UnitOfWork } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';
import { equals } from './condition';
import type { AutomationDb } from '../db/schema';
import { triggerKey } from '../workflows/workflow.mapper';
import { workflowRepository as workflows } from '../workflows/workflow.repository';
import type { CrmRecords } from './crm-records';
import { runRepository as runs } from './run.repository';
import type { RunStarter, RunToStart } from './run-starter';
import { factsOf, triggerTakes } from './trigger-events';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * crm's and messaging's events, in batches in each stream's order (a record's facts in the order
 * they happened), start the runs of the active workflows whose trigger takes them: once per
 * workflow and event, however often the event is delivered (the run's trigger key is the event's
 * id). A batch costs a few statements per workspace in it, not several per event: its workflows
 * are read once, its runs inserted in one statement and their first steps queued in one go. A
 * change a run made names the run in its request id; the new run is one deeper than it, and the
 * loop guard stops chains past the limit.
 */
export async function startTriggerConsumer(deps: {
  nc: NatsConnection;
  uow: UnitOfWork<AutomationDb>;
  records: CrmRecords;
  start: RunStarter;
  log: Logger;
  shutdown: Shutdown;
  maxBatch?: number;
}) {
  // Published versions never change: each is read from Postgres and parsed once per process.
  const versions = new Map<string, WorkflowDefinition>();
  const definitionOf = async (tenantId: string, workflowId: string, version: number) => {
    const key = `${workflowId}:${version}`;
    let definition = versions.get(key);
    if (!definition) {
      const row = await deps.uow.read(tenantId, (db) => workflows.version(db, workflowId, version));
      definition = WorkflowDefinition.parse(row?.definition);
      versions.set(key, definition);
    }
    return definition;
  };

  /** The runs one workspace's events start, each run as deep as the run whose change led to it. */
  const startFor = async (tenantId: string, events: EventEnvelope[]) => {
    const told = events.map((event) => ({ event, facts: factsOf(event) })).filter((e) => e.facts.length > 0);
    const keys = [...new Set(told.flatMap((e) => e.facts.map((fact) => `${fact.kind}:${fact.object}`)))];
    if (keys.length === 0) return;
    const active = await deps.uow.read(tenantId, (db) => workflows.activeFor(db, keys));
    if (active.length === 0) return;
    const candidates = await Promise.all(
      active.map(async (w) => ({
        id: w.id,
        version: w.version,
        definition: await definitionOf(tenantId, w.id, w.version),
      })),
    );
    const toStart: { run: RunToStart; parentRun: string | null }[] = [];
    for (const { event, facts } of told) {
      const ctx = { tenantId, actor: null, requestId: event.requestId ?? event.id };
      const parentRun = runOfRequestId(event.requestId);
      for (const fact of facts) {
        const key = `${fact.kind}:${fact.object}`;
        let record: Record<string, unknown> | undefined;
        for (const { id, version, definition } of candidates) {
          if (triggerKey(definition.trigger) !== key) continue;
          const verdict = triggerTakes(definition.trigger, fact);
          if (!verdict.takes) continue;
          if (verdict.needsValue && definition.trigger.type === 'record_updated') {
            record ??= await deps.records.get(fact.object, fact.recordId, ctx);
            if (!equals(record[verdict.needsValue], definition.trigger.to)) continue;
          }
          const run = {
            workflowId: id,
            version,
            firstStep: definition.steps[0]?.id ?? null,
            object: fact.object,
            recordId: fact.recordId,
            triggerKey: fact.key,
          };
          toStart.push({ run, parentRun });
        }
      }
    }
    if (toStart.length === 0) return;
    const parents = [
      ...new Set(toStart.flatMap((s) => (s.parentRun && uuidPattern.test(s.parentRun) ? [s.parentRun] : []))),
    ];
    const depths = new Map(
      parents.length
        ? (await deps.uow.read(tenantId, (db) => runs.depthsOf(db, parents))).map((r) => [r.id, r.depth])
        : [],
    );
    const byDepth = new Map<number, RunToStart[]>();
    for (const { run, parentRun } of toStart) {
      const parentDepth = parentRun ? depths.get(parentRun) : undefined;
      const depth = parentDepth === undefined ? 0 : parentDepth + 1;
      const group = byDepth.get(depth) ?? byDepth.set(depth, []).get(depth)!;
      group.push(run);
    }
    for (const [depth, group] of byDepth) await deps.start(tenantId, group, depth);
  };

  const handle = async (events: EventEnvelope[]) => {
    const byTenant = new Map<string, EventEnvelope[]>();
    for (const event of events) {
      const own = byTenant.get(event.tenantId) ?? byTenant.set(event.tenantId, []).get(event.tenantId)!;
      own.push(event);
    }
    for (const [tenantId, own] of byTenant) await startFor(tenantId, own);
  };
  // crm's records, forms and bookings, and messaging's received mail and texts: each stream in its order.
  const consumers = await Promise.all(
    (['crm', 'messaging'] as const).map((source) =>
      consumeServiceEventBatches(deps.nc, 'automation', source, handle, deps.log, { maxBatch: deps.maxBatch }),
    ),
  );
  deps.shutdown.add('workflow triggers', () => Promise.all(consumers.map((c) => c.stop())).then(() => undefined));
}
