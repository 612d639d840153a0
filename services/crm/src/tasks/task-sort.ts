import { AppError, type TaskSort } from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * Each sort is the expression of a tasks index (after tenant_id, before id), so a keyset page
 * is one index range scan; a missing due date sorts last and a missing completion first.
 */
const sortKeys: Record<string, { expression: RawBuilder<unknown>; cast: 'timestamptz' | 'date' }> = {
  dueDate: { expression: sql`coalesce(due_date, 'infinity')`, cast: 'date' },
  completedAt: { expression: sql`coalesce(completed_at, '-infinity')`, cast: 'timestamptz' },
  createdAt: { expression: sql`created_at`, cast: 'timestamptz' },
};

export function taskSortKey(sort: TaskSort) {
  const descending = sort.startsWith('-');
  const key = sortKeys[descending ? sort.slice(1) : sort];
  if (!key) throw new AppError('bad_input', `Unknown sort ${sort}`, { field: 'sort' });
  return { ...key, descending };
}
