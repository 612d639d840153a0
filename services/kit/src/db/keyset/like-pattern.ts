const literal = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search term as a (I)LIKE substring pattern, its wildcards (% _ \) taken literally. */
export const containsPattern = (term: string): string => `%${literal(term)}%`;

/** A search term as a (I)LIKE prefix pattern, its wildcards taken literally. */
export const prefixPattern = (term: string): string => `${literal(term)}%`;
