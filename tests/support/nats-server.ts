import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNats } from '../../infra/src/dependencies/nats';
import { freePort } from '../../infra/src/free-port';
import { outage } from './outage';

/**
 * A NATS server (JetStream on) of the test run's own: the tests never share subjects, streams
 * or queue groups with a SmartCRM that a developer is running on the machine's NATS.
 */
export async function startPrivateNats() {
  const store = mkdtempSync(join(tmpdir(), 'smartcrm-test-nats-'));
  const url = `nats://127.0.0.1:${await freePort()}`;
  let nats = await ensureNats(url, () => undefined, store);
  return {
    url,
    /** An outage: the server goes away and comes back on the same port with its JetStream store kept. */
    restart: (downMs: number, whileDown?: () => Promise<void>) =>
      outage(
        () => nats.stop?.(),
        async () => {
          nats = await ensureNats(url, () => undefined, store);
        },
        downMs,
        whileDown,
      ),
    stop: async () => {
      await nats.stop?.();
      rmSync(store, { recursive: true, force: true });
    },
  };
}
