/** Spec 000 §9: the launcher lists up to 6 people. */
export const launcherSize = 6;

/** A mesh call costs every browser one upload per peer; past 4 people that saturates a laptop. */
export const maxCallSize = 4;

/** Case- and accent-insensitive match on name or email, for the group picker's search. */
export function matchesSearch(person: { name: string; email: string }, search: string): boolean {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const needle = fold(search.trim());
  return needle === '' || fold(person.name).includes(needle) || fold(person.email).includes(needle);
}
