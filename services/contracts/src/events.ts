import { z } from 'zod';
import { Role } from './identity/roles';

interface EventDef {
  version: number;
  data: z.ZodType;
}

/**
 * Facts other processes react to, named `<service>.<entity>.<verb>`; published to JetStream
 * after the transaction that made them true has committed.
 */
export const eventTypes = {
  'tenant.tenant.created': {
    version: 1,
    data: z.object({ slug: z.string(), companyName: z.string() }),
  },
  'identity.user.created': {
    version: 1,
    data: z.object({ userId: z.uuid(), email: z.string(), name: z.string(), role: Role }),
  },
  /** A session ended before its time (sign-out, revocation): caches of it must drop it. */
  'identity.session.revoked': {
    version: 1,
    data: z.object({ sessionId: z.uuid(), userId: z.uuid() }),
  },
} as const satisfies Record<string, EventDef>;

export type EventType = keyof typeof eventTypes;
export type EventData<T extends EventType> = z.output<(typeof eventTypes)[T]['data']>;
