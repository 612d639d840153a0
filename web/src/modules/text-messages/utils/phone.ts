import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A contact's phone as typed ("(415) 555-2671", "+44 7911 123456") in E.164, or null when it is not
 * a number a text can go to. Numbers without a country code are read as the browser's region's.
 */
export function toE164(phone: string | null | undefined, region = defaultRegion()): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, region);
  return parsed?.isValid() ? parsed.number : null;
}

function defaultRegion() {
  const region = new Intl.Locale(navigator.language).maximize().region;
  return (region ?? 'US') as Parameters<typeof parsePhoneNumberFromString>[1];
}

/** +14155552671 → +1 415 555 2671, for reading. */
export const formatPhone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
