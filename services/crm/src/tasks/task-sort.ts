import { AppError, type TaskSort } from '@smartcrm/contracts';
import { type RawBuilder, sql } from 'kysely';

/**
 * Each sort is a column of a tasks index (after tenant_id, before id), so a keyset page is one
 * index range scan; a missing due date sorts last and a missing completion first (due_sort and
 * completed_sort are stored COALESCEs, migration 0032: row-level security keeps a COALESCE
 * itself out of index conditions).
 */
const sortKeys: Record<string, { expression: RawBuilder<unknown>; cast: 'timestamptz' | 'date' }> = {
  dueDate: { expression: sql`due_sort`, cast: 'date' },
  completedAt: { expression: sql`completed_sort`, cast: 'timestamptz' },
  createdAt: { expression: sql`created_at`, cast: 'timestamptz' },
};

export function taskSortKey(sort: TaskSort) {
  const descending = sort.startsWith('-');
  const key = sortKeys[descending ? sort.slice(1) : sort];
  if (!key) throw new AppError('bad_input', `Unknown sort ${sort}`, { field: 'sort' });
  return { ...key, descending };
}
