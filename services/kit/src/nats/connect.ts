import { connect, type NatsConnection } from 'nats';
import type { Logger } from '../logger';
import { retryUntilReady } from '../retry';

/** Connects (waiting while NATS is down) and keeps reconnecting for ever afterwards. */
export async function connectNats(url: string, name: string, log: Logger): Promise<NatsConnection> {
  const nc = await retryUntilReady(
    `NATS at ${url}`,
    // No async traces: nats.js would otherwise capture an Error stack for every request it sends,
    // a measurable share of the BFF's CPU per API call; our RPC errors name the subject instead.
    () =>
      connect({
        servers: url,
        name,
        maxReconnectAttempts: -1,
        reconnectTimeWait: 500,
        timeout: 2000,
        noAsyncTraces: true,
      }),
    log,
  );
  void (async () => {
    for await (const status of nc.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
        log.warn({ nats: status.type, data: String(status.data) }, `NATS ${status.type}`);
      }
    }
  })();
  return nc;
}
