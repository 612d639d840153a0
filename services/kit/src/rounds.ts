import type { Shutdown } from './shutdown';

/**
 * Runs `round` now and every `everyMs`, never two at once on this instance (a tick during a round
 * is skipped); stopped with the service, after the round in progress. `round` is told when the
 * service is stopping, so a long round can end early.
 */
export function startRounds(options: {
  name: string;
  everyMs: number;
  shutdown: Shutdown;
  round: (stopping: () => boolean) => Promise<void>;
}) {
  let running: Promise<void> | null = null;
  let stopped = false;
  const stopping = () => stopped;
  const tick = () => {
    running ??= options.round(stopping).finally(() => {
      running = null;
    });
  };
  const timer = setInterval(tick, options.everyMs);
  tick();
  options.shutdown.add(options.name, async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  });
}
