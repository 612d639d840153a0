import { z } from 'zod';

/** An IANA time zone the runtime knows (Europe/Berlin); anything else is refused naming its field. */
export const TimeZone = z
  .string()
  .max(64)
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'must be a time zone such as Europe/Berlin');
