/**
 * The detail (company or email) to show beside each name of a list, only where the list holds
 * the name more than once: two "Maya Haddad"s read "Maya Haddad · Cedar Health" and
 * "Maya Haddad · Solstice Energy"; a name that is alone stays as it is.
 */
export function sameNameDetails<T extends { name: string | null; detail: string | null }>(
  items: readonly T[],
): (string | null)[] {
  const counts = new Map<string, number>();
  for (const item of items) if (item.name) counts.set(item.name, (counts.get(item.name) ?? 0) + 1);
  return items.map((item) => (item.name && (counts.get(item.name) ?? 0) > 1 ? item.detail : null));
}
