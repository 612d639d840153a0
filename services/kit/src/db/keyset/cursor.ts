import { AppError } from '@smartcrm/contracts';
import { isTimestampText, isUuid } from './cursor-values';

/**
 * Keyset pagination: a cursor is the sort key of a page's last row, opaque to clients
 * (base64url JSON), so the next page starts after it without OFFSET.
 */
export const encodeCursor = (key: readonly string[]): string =>
  Buffer.from(JSON.stringify(key), 'utf8').toString('base64url');

/** What one part of a key must be, so a forged cursor is refused here, not by a failed cast in SQL. */
export type CursorPart = 'text' | 'time' | 'uuid';

const fits: Record<CursorPart, (part: string) => boolean> = { text: () => true, time: isTimestampText, uuid: isUuid };

/** The key a cursor holds: `parts` long (or of these parts); anything else is bad_input naming `field`. */
export function decodeCursor(cursor: string, parts: number | readonly CursorPart[], field = 'after'): string[] {
  const kinds: readonly CursorPart[] = typeof parts === 'number' ? Array(parts).fill('text') : parts;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === kinds.length &&
      key.every((part, i) => typeof part === 'string' && fits[kinds[i]!](part))
    ) {
      return key;
    }
  } catch {
    // falls through to the error below
  }
  throw new AppError('bad_input', 'The page cursor is malformed; start from the first page', { field });
}

/** The page to return and the cursor of the next one: one row more than asked for says there is one. */
export function pageOf<T>(rows: T[], limit: number, keyOf: (row: T) => readonly string[]) {
  const items = rows.slice(0, limit);
  const last = items.at(-1);
  return { items, nextCursor: rows.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
