import { z } from 'zod';

/** Events of the mail domain; events.ts combines every domain's. */
export const mailEvents = {
  /** A mail waits in identity's outbox; identity's own mail worker sends it. */
  'identity.mail.queued': { version: 1, data: z.object({ mailId: z.uuid() }) },
} as const;
