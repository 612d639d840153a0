import type { Logger, Shutdown } from '@smartcrm/kit';
import type { PresenceStore } from '../presence/presence.store';
import type { CallService } from './call.service';
import type { CallStore } from './call-store';

/**
 * Ring deadlines and lost BFFs are kept in Redis, not in timers of one process: every instance
 * polls, and whichever claims an item first handles it, so a crashed instance loses nothing.
 */
export function startCallTimers(
  store: CallStore,
  presence: PresenceStore,
  calls: CallService,
  log: Logger,
  shutdown: Shutdown,
) {
  let ticks = 0;
  let running = false;
  const timer = setInterval(async () => {
    if (running) return;
    running = true;
    try {
      for (const { tenantId, callId } of await store.claimDueDeadlines(Date.now())) {
        await calls.timeOut(tenantId, callId).catch((err) => log.warn({ err, callId }, 'ring timeout failed'));
      }
      // Lost BFFs are rarer and costlier to look for: every 20th tick (5 s).
      if (ticks++ % 20 === 0) {
        for (const { tenantId, connectionId } of await presence.claimLostConnections()) {
          await calls.connectionClosed(tenantId, connectionId);
        }
      }
    } catch (error) {
      log.warn({ err: error }, 'call timers failed; retrying');
    } finally {
      running = false;
    }
  }, 250);
  shutdown.add('call timers', async () => clearInterval(timer));
}
