import { consumeEvents, type Logger, type Shutdown, type UnitOfWork } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';
import type { AutomationDb } from '../db/schema';
import { runRepository as runs } from './run.repository';
import type { StepQueue } from './step-queue';

/**
 * A contact's email reply settles the runs waiting for it: the reply claims the wait's outcome
 * in Postgres (unless the timeout claimed it first) and wakes the step. A redelivered reply finds
 * the outcome taken and wakes nothing twice.
 */
export async function startReplyWaker(deps: {
  nc: NatsConnection;
  uow: UnitOfWork<AutomationDb>;
  queue: StepQueue;
  log: Logger;
  shutdown: Shutdown;
}) {
  const consumer = await consumeEvents(
    deps.nc,
    'automation',
    'messaging.message.recorded',
    async (event) => {
      const { contactId, direction, messageId } = event.data;
      if (direction !== 'inbound' || !contactId) return;
      const tenantId = event.tenantId;
      const won = await deps.uow.withTenant(tenantId, async (trx) => {
        const waiting = await runs.waitingFor(trx, contactId, 'email_replied');
        const claimed = [];
        for (const run of waiting) {
          if (!run.current_step) continue;
          const key = { tenant_id: tenantId, run_id: run.id, step_id: run.current_step };
          const output = { outcome: true, replied: true, messageId, repliedAt: event.data.sentAt };
          if (await runs.claimOutcome(trx, key, output)) claimed.push({ runId: run.id, stepId: run.current_step });
        }
        return claimed;
      });
      for (const step of won) await deps.queue.wake({ tenantId, ...step, waits: true });
    },
    deps.log,
    { purpose: 'replies' },
  );
  deps.shutdown.add('reply waker', consumer.stop);
}
