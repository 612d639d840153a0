import { SendRequest } from '@smartcrm/contracts';
import { z } from 'zod';

/**
 * What the composer asks for; the message is plain text, turned into safe HTML when sent. `sendAt`
 * is the browser's local date and time (a datetime-local input), empty to send now.
 */
export const ComposeForm = z.object({
  subject: SendRequest.shape.subject,
  body: z.string().trim().min(1, 'write a message'),
  sendAt: z
    .string()
    .refine((at) => !at || Date.parse(at) > Date.now(), 'pick a time in the future')
    .transform((at) => (at ? new Date(at).toISOString() : undefined)),
});
