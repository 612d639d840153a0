import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createShutdown } from './shutdown';
import { type DueSync, startSyncSlots } from './sync-slots';

const log = createLogger('sync-slots-test', 'silent');
const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms));

/** A sync that waits until the test lets it finish; the accounts due are the test's to set. */
function harness(concurrency: number) {
  const shutdown = createShutdown(log);
  let due: DueSync[] = [];
  const started: string[] = [];
  const finish = new Map<string, () => void>();
  const aborted: string[] = [];
  const slots = startSyncSlots({
    name: 'test sync',
    everyMs: 10,
    concurrency,
    shutdown,
    log,
    due: async () => due,
    sync: (_tenantId, id, signal) =>
      new Promise<void>((resolve) => {
        started.push(id);
        finish.set(id, resolve);
        signal.addEventListener('abort', () => {
          aborted.push(id);
          resolve();
        });
      }).then(() => {
        due = due.filter((d) => d.id !== id);
      }),
  });
  return {
    slots,
    started,
    aborted,
    setDue: (ids: string[]) => {
      due = ids.map((id) => ({ tenantId: 't', id }));
    },
    finish: (id: string) => finish.get(id)?.(),
    stop: () => shutdown.run('test'),
  };
}

describe('sync slots', () => {
  let stop: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await stop?.();
    stop = undefined;
  });

  it('syncs at most `concurrency` at once, and a stuck one keeps none of the others waiting', async () => {
    const h = harness(2);
    stop = h.stop;
    h.setDue(['stuck', 'b', 'c', 'd']);
    await tick();
    expect(h.started).toEqual(['stuck', 'b']);
    h.finish('b');
    await tick();
    expect(h.started).toEqual(['stuck', 'b', 'c']);
    h.finish('c');
    await tick();
    expect(h.started).toEqual(['stuck', 'b', 'c', 'd']);
  });

  it('never syncs one account twice at once: asks during its sync share one more sync after it', async () => {
    const h = harness(4);
    stop = h.stop;
    const first = h.slots.syncNow('t', 'a');
    const [second, third] = [h.slots.syncNow('t', 'a'), h.slots.syncNow('t', 'a')];
    await tick();
    expect(h.started).toEqual(['a']);
    h.finish('a');
    await first;
    await tick();
    expect(h.started).toEqual(['a', 'a']);
    h.finish('a');
    await Promise.all([second, third]);
    expect(h.started).toEqual(['a', 'a']);
  });

  it('aborts the syncs in progress when the service stops, and starts none after', async () => {
    const h = harness(2);
    h.setDue(['a', 'b', 'c']);
    await tick();
    await h.stop();
    expect(h.aborted.sort()).toEqual(['a', 'b']);
    await h.slots.syncNow('t', 'c');
    expect(h.started).toEqual(['a', 'b']);
  });
});
