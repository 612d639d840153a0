import { type Trigger, WorkflowDefinition } from '@smartcrm/contracts';
import type { Logger, RpcClient, Shutdown, UnitOfWork } from '@smartcrm/kit';
import type { AutomationDb } from '../db/schema';
import { conditionHolds } from '../engine/condition';
import type { RunStarter } from '../engine/run-starter';
import { contactPages } from './contact-lookup';
import { latestTick } from './cron';
import { scheduleRepository as schedules, type TickKey } from './schedule.repository';

/** A tick an instance took and did not finish is taken over after this long (it died mid-tick). */
const leaseSeconds = 600;

/**
 * Every instance looks, every `everyMs`, for scheduled workflows whose latest tick (in the
 * schedule's time zone, after the version went live) has not run; the one whose claim of the
 * tick lands starts a run on each contact the filter holds for. A run's trigger key names the
 * tick and the contact, so a tick taken over from a dead instance starts nobody twice.
 */
export function startScheduleTicker(deps: {
  uow: UnitOfWork<AutomationDb>;
  rpc: RpcClient;
  start: RunStarter;
  log: Logger;
  shutdown: Shutdown;
  everyMs: number;
}) {
  const { uow } = deps;
  const runTick = async (key: TickKey, trigger: Extract<Trigger, { type: 'schedule' }>, firstStep: string | null) => {
    const tick = key.tick_at.toISOString();
    const ctx = { tenantId: key.tenant_id, actor: null, requestId: `schedule:${key.workflow_id}:${tick}` };
    const filter = trigger.filter?.groups.length ? trigger.filter : null;
    let started = 0;
    for await (const page of contactPages(deps.rpc, ctx)) {
      const chosen = filter ? page.filter((contact) => conditionHolds(filter, contact)) : page;
      const runs = chosen.map((contact) => ({
        workflowId: key.workflow_id,
        version: key.version,
        firstStep,
        object: 'contact' as const,
        recordId: contact.id,
        triggerKey: `schedule:${tick}:${contact.id}`,
      }));
      started += await deps.start(key.tenant_id, runs, 0);
    }
    await uow.withTenant(key.tenant_id, (trx) => schedules.finish(trx, key, started));
  };

  let busy = false;
  const look = async () => {
    if (busy) return;
    busy = true;
    try {
      const now = new Date();
      for (const row of await uow.withPlatform((trx) => schedules.active(trx))) {
        const definition = WorkflowDefinition.parse(row.definition);
        const { trigger } = definition;
        if (trigger.type !== 'schedule') continue;
        const tickAt = latestTick(trigger.cron, trigger.timeZone, now);
        if (tickAt < row.published_at) continue;
        const key = { tenant_id: row.tenant_id, workflow_id: row.id, version: row.version, tick_at: tickAt };
        if (!(await uow.withTenant(row.tenant_id, (trx) => schedules.claim(trx, key, leaseSeconds)))) continue;
        await runTick(key, trigger, definition.steps[0]?.id ?? null).catch((error: unknown) =>
          deps.log.warn({ err: error, workflowId: row.id }, 'a scheduled tick failed; another look takes it over'),
        );
      }
    } catch (error) {
      deps.log.warn({ err: error }, 'looking for scheduled workflows failed; will retry');
    } finally {
      busy = false;
    }
  };
  const timer = setInterval(() => void look(), deps.everyMs);
  timer.unref();
  deps.shutdown.add('schedule ticker', () => clearInterval(timer));
}
