import type { Shutdown } from '@smartcrm/kit';
import { setTimeout as sleep } from 'node:timers/promises';
import { openTexts } from './sms.repository';
import type { SmsRuntime } from './sms-runtime';
import type { SmsSender } from './sms-sender';

/**
 * Runs the sender one text at a time on this instance, paced per sending number (carriers throttle
 * a number). A text is handed over as soon as it is queued; every poll interval the outbox is read
 * for texts queued elsewhere, due after quiet hours or a retry, or left by a stopped instance.
 */
export function startSmsSendLoop(rt: SmsRuntime, sender: SmsSender, shutdown: Shutdown) {
  const waiting = new Map<string, { tenantId: string; accountId: string | null }>();
  const nextSlot = new Map<string, number>();
  const gapMs = 1000 / rt.config.SMS_RATE_PER_NUMBER;
  let running: Promise<void> | null = null;
  let stopped = false;

  const pace = async (accountId: string | null) => {
    if (!accountId) return;
    const wait = (nextSlot.get(accountId) ?? 0) - Date.now();
    if (wait > 0) await sleep(wait);
    nextSlot.set(accountId, Date.now() + gapMs);
  };

  const drain = async () => {
    while (!stopped && waiting.size) {
      const [id, { tenantId, accountId }] = waiting.entries().next().value as [
        string,
        { tenantId: string; accountId: string | null },
      ];
      try {
        await pace(accountId);
        await sender.deliver(tenantId, id);
        await sender.settleAbandoned(tenantId, id);
      } catch (error) {
        rt.log.warn({ err: error, smsId: id }, 'text send failed; the next poll tries again');
      }
      waiting.delete(id);
    }
    running = null;
  };
  const handOver = (tenantId: string, id: string, accountId: string | null = null) => {
    if (!waiting.has(id)) waiting.set(id, { tenantId, accountId });
    running ??= drain();
  };
  const poll = async () => {
    try {
      for (const t of await openTexts(rt.db)) handOver(t.tenant_id, t.id, t.account_id);
    } catch (error) {
      rt.log.warn({ err: error }, 'reading the text outbox failed; retrying');
    }
  };
  const timer = setInterval(() => void poll(), rt.config.SMS_SEND_POLL_MS);
  void poll();
  shutdown.add('sms send loop', async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
  return { handOver };
}
