import { AppError, type ContactSort } from '@smartcrm/contracts';
import { isTimestampText, isUuid } from '@smartcrm/kit';
import { type RawBuilder, sql } from 'kysely';

interface SortKey {
  expression: RawBuilder<unknown>;
  kind: 'text' | 'time' | 'number';
  /** A nullable key sorts its NULLs first ascending and last descending, as the index (0040) holds them. */
  nullable?: true;
  joinsScores?: true;
}

/**
 * Each offered sort is an expression that an index of the contacts table (of contact_lead_scores
 * for the score) starts with (after tenant_id) and ends with id, so a keyset page is one index range
 * scan, never an OFFSET. Under row-level security only leakproof conditions reach an index, and
 * COALESCE never is: nullable keys are the bare columns and the keyset steps over the NULLs apart.
 */
const sortKeys: Record<string, SortKey> = {
  name: { expression: sql`lower(name)`, kind: 'text' },
  createdAt: { expression: sql`created_at`, kind: 'time' },
  updatedAt: { expression: sql`updated_at`, kind: 'time' },
  lastContact: { expression: sql`last_contact_at`, kind: 'time', nullable: true },
  // contact_lead_scores (as s) holds the score and the index this sort walks (score_sort, contact_id).
  leadScore: { expression: sql`s.score_sort`, kind: 'number', joinsScores: true },
  company: { expression: sql`lower(company_name)`, kind: 'text', nullable: true },
};

export function sortKey(sort: ContactSort) {
  const descending = sort.startsWith('-');
  const key = sortKeys[descending ? sort.slice(1) : sort];
  if (!key) throw new AppError('bad_input', `Unknown sort ${sort}`, { field: 'sort' });
  return { ...key, descending };
}

export interface Cursor {
  /** The row's sort value; null for a nullable key's NULL. */
  value: string | number | null;
  id: string;
}

export const encodeCursor = (cursor: Cursor): string =>
  Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

/** A cursor is input from outside: anything malformed is a bad_input naming `field`, never a 500. */
export function decodeCursor(raw: string, field = 'cursor'): Cursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      (parsed[0] === null || typeof parsed[0] === 'string' || typeof parsed[0] === 'number') &&
      typeof parsed[1] === 'string' &&
      isUuid(parsed[1])
    ) {
      return { value: parsed[0], id: parsed[1] };
    }
  } catch {
    // fall through
  }
  throw new AppError('bad_input', 'The page cursor is malformed; start again from the first page', { field });
}

/** How a sort's cursor value is read in SQL: a value that does not fit is refused before the cast. */
export type CursorValueKind = 'text' | 'time' | 'number' | 'timestamptz' | 'date' | 'bigint';

const valueFits: Record<CursorValueKind, (value: string | number) => boolean> = {
  text: (value) => typeof value === 'string',
  time: (value) => typeof value === 'string' && isTimestampText(value),
  timestamptz: (value) => typeof value === 'string' && isTimestampText(value),
  date: (value) => typeof value === 'string' && isTimestampText(value),
  number: (value) => (typeof value === 'number' ? Number.isFinite(value) : /^-?\d{1,18}(\.\d+)?$/.test(value)),
  bigint: (value) => /^-?\d{1,18}$/.test(String(value)),
};

/**
 * The cursor, when its value is one the sort's key can be compared with (a forged one, say a
 * valid base64 of a bad timestamp, is bad_input naming `field`, not a 500 from the cast).
 * `nullable`: the key sorts NULLs apart, so a null value is a place in the list.
 */
export function checkCursorValue(cursor: Cursor, kind: CursorValueKind, field = 'cursor', nullable = false): Cursor {
  if (cursor.value === null ? nullable : valueFits[kind](cursor.value)) return cursor;
  throw new AppError('bad_input', 'The page cursor is malformed; start again from the first page', { field });
}
