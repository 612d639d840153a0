import { SmsAccountDraft } from '@smartcrm/contracts';
import { z } from 'zod';

/** The connect form: the contract's draft, quiet hours on or off, the API address blank meaning Twilio's. */
export const ConnectNumberForm = SmsAccountDraft.omit({ quietHours: true, apiBaseUrl: true })
  .extend({
    apiBaseUrl: z.string().trim().max(500),
    quiet: z.boolean(),
    quietStart: z.string(),
    quietEnd: z.string(),
    timeZone: z.string(),
  })
  .transform(({ quiet, quietStart, quietEnd, timeZone, apiBaseUrl, ...draft }) => ({
    ...draft,
    ...(apiBaseUrl && { apiBaseUrl }),
    quietHours: quiet ? { start: quietStart, end: quietEnd, timeZone } : null,
  }));

export const blankNumber = {
  provider: 'twilio' as const,
  accountSid: '',
  authToken: '',
  fromNumber: '',
  apiBaseUrl: '',
  quiet: true,
  quietStart: '21:00',
  quietEnd: '08:00',
  timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
};
