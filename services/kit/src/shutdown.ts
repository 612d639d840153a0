import type { Logger } from './logger';

type Closer = () => Promise<unknown> | unknown;

/**
 * Closes everything in reverse order of registration on SIGINT/SIGTERM, once, with a
 * deadline so a stuck close cannot keep a process alive.
 */
export function createShutdown(log: Logger, deadlineMs = 10_000) {
  const closers: { name: string; close: Closer }[] = [];
  let closing: Promise<void> | undefined;

  const run = (signal: string): Promise<void> => {
    closing ??= (async () => {
      log.info({ signal }, 'shutting down');
      const timer = setTimeout(() => {
        log.error('shutdown deadline passed; exiting');
        process.exit(1);
      }, deadlineMs);
      timer.unref();
      for (const { name, close } of closers.toReversed()) {
        try {
          await close();
        } catch (error) {
          log.error({ err: error, name }, 'error while closing');
        }
      }
      clearTimeout(timer);
    })();
    return closing;
  };

  const listen = () => {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => void run(signal).then(() => process.exit(0)));
    }
  };

  return {
    add(name: string, close: Closer) {
      closers.push({ name, close });
    },
    listen,
    run,
  };
}
export type Shutdown = ReturnType<typeof createShutdown>;
