/** '12,500' or '$12500' → 12500; blank → 0; fractions, negatives and text → null (spec: whole dollars). */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (cleaned === '') return 0;
  if (!/^\d+$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}

/** '40' → 40; blank → undefined; anything outside 0-100 or fractional → null. */
export function parseProbability(text: string): number | undefined | null {
  if (text.trim() === '') return undefined;
  if (!/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return value <= 100 ? value : null;
}
