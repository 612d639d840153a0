import { z } from 'zod';

/** Events of the auth domain; events.ts combines every domain's. */
export const authEvents = {
  /** A session ended before its time (sign-out, revocation): caches of it must drop it. */
  'identity.session.revoked': {
    version: 1,
    data: z.object({ sessionId: z.uuid(), userId: z.uuid() }),
  },
} as const;
