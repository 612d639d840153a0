import { AppError } from '@smartcrm/contracts';

/**
 * Keyset pagination: a cursor is the sort key of a page's last row, opaque to clients
 * (base64url JSON), so the next page starts after it without OFFSET.
 */
export const encodeCursor = (key: readonly string[]): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

export function decodeCursor(cursor: string, length: number): string[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key) && key.length === length && key.every((part) => typeof part === 'string')) return key;
  } catch {
    // falls through to the error below
  }
  throw new AppError('bad_input', 'The page cursor is malformed; start from the first page', { field: 'after' });
}

/** The page to return and the cursor of the next one: one row more than asked for says there is one. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => readonly string[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
