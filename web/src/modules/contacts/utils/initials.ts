/** 'Ada Lovelace' → 'AL', 'ada@x.io' → 'A'; shown when an avatar is missing or fails to load. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.charAt(0) ?? '';
  const last = words.length > 1 ? (words.at(-1)?.charAt(0) ?? '') : '';
  return `${first}${last}`.toUpperCase() || '?';
}
