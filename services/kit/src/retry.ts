import type { Logger } from './logger';

/**
 * Retries `attempt` with capped exponential back-off until it succeeds, logging what is
 * missing so an operator sees which dependency the process is waiting for.
 */
export async function retryUntilReady<T>(
  what: string,
  attempt: () => Promise<T>,
  log: Logger,
  { initialMs = 250, maxMs = 5000, giveUpAfterMs = Number.POSITIVE_INFINITY } = {},
): Promise<T> {
  const started = Date.now();
  let delay = initialMs;
  for (let tries = 1; ; tries++) {
    try {
      const result = await attempt();
      if (tries > 1) log.info({ what, tries }, `${what} is reachable`);
      return result;
    } catch (error) {
      if (Date.now() - started > giveUpAfterMs) throw error;
      const reason = error instanceof Error ? error.message : String(error);
      log.warn({ what, tries, reason }, `${what} is not reachable yet (${reason}); retrying in ${delay} ms`);
      await new Promise((resolve) => setTimeout(resolve, delay));
      delay = Math.min(delay * 2, maxMs);
    }
  }
}
