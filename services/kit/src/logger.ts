import { pino, type Logger } from 'pino';
import { currentContext } from './context';

export type { Logger };

/** pino with the request id and tenant of the work in progress on every line. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    mixin() {
      const ctx = currentContext();
      return ctx ? { reqId: ctx.requestId, tenantId: ctx.tenantId ?? undefined } : {};
    },
  });
}
