import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureNats } from '../../infra/src/dependencies/nats';
import { freePort } from '../../infra/src/free-port';

/**
 * A NATS server (JetStream on) of the test run's own: the tests never share subjects, streams
 * or queue groups with a SmartCRM that a developer is running on the machine's NATS.
 */
export async function startPrivateNats(): Promise<{ url: string; stop: () => Promise<void> }> {
  const store = mkdtempSync(join(tmpdir(), 'smartcrm-test-nats-'));
  const nats = await ensureNats(`nats://127.0.0.1:${await freePort()}`, () => undefined, store);
  return {
    url: nats.url,
    stop: async () => {
      await nats.stop?.();
      rmSync(store, { recursive: true, force: true });
    },
  };
}
