export interface NameParts {
  firstName?: string | undefined;
  lastName?: string | undefined;
  name?: string | undefined;
}

/**
 * Spec 001 §5: the name is built from first and last name (trimmed), falling back to `name`;
 * when first and last are absent they are derived by splitting the name (last word = last name).
 */
export function deriveNames({ firstName, lastName, name }: NameParts) {
  const first = firstName?.trim() ?? '';
  const last = lastName?.trim() ?? '';
  const full = name?.trim().replace(/\s+/g, ' ') ?? '';
  if (first || last) return { firstName: first, lastName: last, name: [first, last].filter(Boolean).join(' ') };
  const words = full.split(' ').filter(Boolean);
  if (words.length <= 1) return { firstName: full, lastName: '', name: full };
  return { firstName: words.slice(0, -1).join(' '), lastName: words.at(-1) ?? '', name: full };
}

/** Derived names as the contacts table keeps them. */
export const namesToColumns = (names: ReturnType<typeof deriveNames>) => ({
  first_name: names.firstName,
  last_name: names.lastName,
  name: names.name,
});
