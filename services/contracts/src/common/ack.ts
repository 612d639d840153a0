import { z } from 'zod';

/** The reply of a command that has nothing to return but its success. */
export const Ack = z.object({ ok: z.literal(true) });
