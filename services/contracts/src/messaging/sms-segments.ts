/** GSM 03.38's basic alphabet: one septet each. */
const gsmBasic = new Set(
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
);
/** Its extension table: an escape and the character, two septets. */
const gsmExtended = new Set('^{}\\[~]|€\f');

export interface SmsSegments {
  encoding: 'GSM-7' | 'UCS-2';
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  segments: number;
  /** What the last segment still holds before another one starts. */
  remaining: number;
}

/**
 * How a carrier splits a text: GSM-7 holds 160 septets in one message or 153 per part of a long one;
 * any character outside GSM-7 turns the whole text into UCS-2, 70 units alone or 67 per part.
 */
export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  for (const ch of text) {
    if (gsmBasic.has(ch)) septets += 1;
    else if (gsmExtended.has(ch)) septets += 2;
    else return split('UCS-2', text.length, 70, 67);
  }
  return split('GSM-7', septets, 160, 153);
}

function split(encoding: SmsSegments['encoding'], units: number, single: number, part: number): SmsSegments {
  if (units <= single) return { encoding, units, segments: units ? 1 : 0, remaining: single - units };
  const segments = Math.ceil(units / part);
  return { encoding, units, segments, remaining: segments * part - units };
}
