import type { Shutdown } from '@smartcrm/kit';
import type { MessagingRuntime } from '../runtime';
import { openSends } from './outbound.repository';
import type { Sender } from './sender';

/**
 * Runs the sender one send at a time on this instance: a send is handed over as soon as it is
 * queued, and every poll interval the outbox is read for sends queued elsewhere (or while this
 * instance was down) and for hand-offs abandoned by a stopped instance.
 */
export function startSendLoop(rt: MessagingRuntime, sender: Sender, shutdown: Shutdown) {
  const waiting = new Map<string, string>();
  let running: Promise<void> | null = null;
  let stopped = false;

  const drain = async () => {
    while (!stopped && waiting.size) {
      const [id, tenantId] = waiting.entries().next().value as [string, string];
      try {
        await sender.deliver(tenantId, id);
        await sender.settleAbandoned(tenantId, id);
      } catch (error) {
        rt.log.warn({ err: error, outboundId: id }, 'send failed; the next poll tries again');
      }
      waiting.delete(id);
    }
    running = null;
  };
  const handOver = (tenantId: string, id: string) => {
    waiting.set(id, tenantId);
    running ??= drain();
  };
  const poll = async () => {
    try {
      for (const { tenant_id: tenantId, id } of await openSends(rt.db)) handOver(tenantId, id);
    } catch (error) {
      rt.log.warn({ err: error }, 'reading the outbox failed; retrying');
    }
  };
  const timer = setInterval(() => void poll(), rt.config.MAIL_SEND_POLL_MS);
  void poll();
  shutdown.add('send loop', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
  return { handOver };
}
