import { type EventEnvelope, runOfRequestId, WorkflowDefinition } from '@smartcrm/contracts';
import { consumeServiceEvents, type Logger, type Shutdown, type UnitOfWork } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';
import { equals } from './condition';
import type { AutomationDb } from '../db/schema';
import { triggerKey } from '../workflows/workflow.mapper';
import { workflowRepository as workflows } from '../workflows/workflow.repository';
import type { CrmRecords } from './crm-records';
import { runRepository as runs } from './run.repository';
import type { RunStarter, RunToStart } from './run-starter';
import { factsOf, triggerTakes } from './trigger-events';

/**
 * crm's and messaging's events, in each stream's order (a record's facts in the order they happened), start the
 * runs of the active workflows whose trigger takes them: once per workflow and event, however
 * often the event is delivered. A change a run made names the run in its request id; the new
 * run is one deeper than it, and the loop guard stops chains past the limit.
 */
export async function startTriggerConsumer(deps: {
  nc: NatsConnection;
  uow: UnitOfWork<AutomationDb>;
  records: CrmRecords;
  start: RunStarter;
  log: Logger;
  shutdown: Shutdown;
}) {
  type Candidates = Awaited<ReturnType<typeof workflows.activeFor>>;
  const handle = async (event: EventEnvelope) => {
    const facts = factsOf(event);
    if (facts.length === 0) return;
    const ctx = { tenantId: event.tenantId, actor: null, requestId: event.requestId ?? event.id };
    // A batch (scores) names many records of one kind: its workflows are read once.
    const byKey = new Map<string, Candidates>();
    const toStart: RunToStart[] = [];
    for (const fact of facts) {
      const key = `${fact.kind}:${fact.object}`;
      let candidates = byKey.get(key);
      if (!candidates) {
        candidates = await deps.uow.read(event.tenantId, (db) => workflows.activeFor(db, key));
        byKey.set(key, candidates);
      }
      let record: Record<string, unknown> | undefined;
      for (const candidate of candidates) {
        const definition = WorkflowDefinition.parse(candidate.definition);
        if (triggerKey(definition.trigger) !== key) continue;
        const verdict = triggerTakes(definition.trigger, fact);
        if (!verdict.takes) continue;
        if (verdict.needsValue && definition.trigger.type === 'record_updated') {
          record ??= await deps.records.get(fact.object, fact.recordId, ctx);
          if (!equals(record[verdict.needsValue], definition.trigger.to)) continue;
        }
        toStart.push({
          workflowId: candidate.id,
          version: candidate.version,
          firstStep: definition.steps[0]?.id ?? null,
          object: fact.object,
          recordId: fact.recordId,
          triggerKey: fact.key,
        });
      }
    }
    if (toStart.length === 0) return;
    const parentRun = runOfRequestId(event.requestId);
    const parent = parentRun ? await deps.uow.read(event.tenantId, (db) => runs.depthOf(db, parentRun)) : undefined;
    await deps.start(event.tenantId, toStart, parent ? parent.depth + 1 : 0);
  };
  // crm's records, forms and bookings, and messaging's received mail and texts: each stream in its order.
  const consumers = await Promise.all(
    (['crm', 'messaging'] as const).map((source) =>
      consumeServiceEvents(deps.nc, 'automation', source, handle, deps.log),
    ),
  );
  deps.shutdown.add('workflow triggers', () => Promise.all(consumers.map((c) => c.stop())).then(() => undefined));
}
