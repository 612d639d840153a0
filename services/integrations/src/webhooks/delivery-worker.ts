import {
  type createSecretBox,
  type EndpointGuard,
  type Logger,
  type Shutdown,
  signedHeaders,
  type UnitOfWork,
} from '@smartcrm/kit';
import type { IntegrationsDb } from '../db/schema';
import { isAccepted, nextRetryDelay } from './delivery-schedule';
import { type ClaimedDelivery, webhookDeliveryRepository as deliveries } from './webhook-delivery.repository';
import { webhookEndpointRepository as endpoints } from './webhook-endpoint.repository';

interface Deps {
  uow: UnitOfWork<IntegrationsDb>;
  guard: EndpointGuard;
  box: ReturnType<typeof createSecretBox>;
  log: Logger;
  shutdown: Shutdown;
  timeoutMs: number;
  pollMs: number;
}

const batchSize = 20;
const keptBodyChars = 2048;

/**
 * Sends due deliveries: each attempt is recorded as started before the request leaves (so a
 * sender killed mid-way leaves a trace that the next look turns into a retry with the same
 * webhook-id), and its answer after. Woken at once by new work, else it looks every `pollMs`.
 */
export function startDeliveryWorker(deps: Deps) {
  let stopped = false;
  let woken: (() => void) | undefined;
  let running: Promise<void> = Promise.resolve();

  const sleep = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, deps.pollMs);
      woken = () => {
        clearTimeout(timer);
        resolve();
      };
    });

  const loop = async () => {
    while (!stopped) {
      try {
        await deps.uow.withPlatform((trx) => deliveries.releaseStale(trx));
        const claimed = await deps.uow.withPlatform((trx) =>
          deliveries.claimDue(trx, batchSize, deps.timeoutMs + 15_000),
        );
        await Promise.all(claimed.map((delivery) => send(delivery)));
        if (claimed.length === batchSize) continue;
      } catch (error) {
        deps.log.error({ err: error }, 'webhook delivery round failed; trying again');
      }
      await sleep();
    }
  };

  const send = async (delivery: ClaimedDelivery) => {
    const body = JSON.stringify(delivery.payload);
    const started = performance.now();
    let outcome: { responseStatus: number | null; responseBody: string | null; error: string | null };
    try {
      const response = await deps.guard.fetch(delivery.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'SmartCRM-Webhooks/1',
          ...signedHeaders(deps.box.open(delivery.secret_sealed), delivery.id, body),
        },
        body,
        signal: AbortSignal.timeout(deps.timeoutMs),
      });
      const text = await response.text().catch(() => '');
      outcome = { responseStatus: response.status, responseBody: text.slice(0, keptBodyChars), error: null };
    } catch (error) {
      const message =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      outcome = { responseStatus: null, responseBody: null, error: message.slice(0, 500) };
    }
    const durationMs = Math.round(performance.now() - started);
    const accepted = outcome.responseStatus !== null && isAccepted(outcome.responseStatus);
    const wait = accepted ? null : nextRetryDelay(delivery.attempts);
    const status = accepted ? 'delivered' : wait === null ? 'failed' : 'retrying';
    await deps.uow.withTenant(delivery.tenant_id, async (trx, emit) => {
      const key = { tenantId: delivery.tenant_id, deliveryId: delivery.id };
      await deliveries.recordAttempt(trx, { ...key, attempt: delivery.attempts }, { ...outcome, durationMs });
      await deliveries.settle(trx, key, {
        status,
        nextAttemptAt: wait === null ? null : new Date(Date.now() + wait),
      });
      const turnedOff = await endpoints.noteOutcome(
        trx,
        delivery.endpoint_id,
        accepted,
        status === 'failed' ? outcome : null,
      );
      if (turnedOff) {
        emit({
          type: 'integrations.webhook.disabled',
          tenantId: delivery.tenant_id,
          data: { endpointId: delivery.endpoint_id, url: turnedOff.url, reason: turnedOff.disabled_reason ?? '' },
        });
      }
    });
    if (status === 'failed') deps.log.warn({ deliveryId: delivery.id }, 'webhook delivery failed for good');
  };

  running = loop();
  deps.shutdown.add('webhook deliveries', async () => {
    stopped = true;
    woken?.();
    await running;
  });
  return { wake: () => woken?.() };
}
