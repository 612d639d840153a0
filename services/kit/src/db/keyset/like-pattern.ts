/** A search term as an ILIKE substring pattern, its wildcards (% _ \) taken literally. */
export const containsPattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
