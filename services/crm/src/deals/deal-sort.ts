import { AppError, type DealSort } from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * Each sort is an expression a deals index starts with (after tenant_id) and ends with id, so a
 * keyset page is one index range scan. A missing close date sorts last, as 'infinity'.
 */
const sortKeys: Record<string, { expression: RawBuilder<unknown>; cast: 'timestamptz' | 'date' | 'bigint' }> = {
  createdAt: { expression: sql`created_at`, cast: 'timestamptz' },
  value: { expression: sql`value`, cast: 'bigint' },
  expectedCloseDate: { expression: sql`coalesce(expected_close_date, 'infinity')`, cast: 'date' },
};

export function dealSortKey(sort: DealSort) {
  const descending = sort.startsWith('-');
  const key = sortKeys[descending ? sort.slice(1) : sort];
  if (!key) throw new AppError('bad_input', `Unknown sort ${sort}`, { field: 'sort' });
  return { ...key, descending };
}
