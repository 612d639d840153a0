import { z } from 'zod';
import { csvParam } from '../common/query-params';

export const searchHitTypes = ['contact', 'company', 'deal', 'task', 'note'] as const;
export const SearchHitType = z.enum(searchHitTypes);
export type SearchHitType = z.infer<typeof SearchHitType>;

/** Ctrl/Cmd-K: one query across the tenant's records, a few of the best hits per type. */
export const GlobalSearchQuery = z.object({
  q: z.string().trim().min(2, 'Type at least 2 characters').max(100),
  /** Comma-separated; all types when absent. */
  types: csvParam(SearchHitType, 5).optional(),
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const SearchHit = z.object({
  type: SearchHitType,
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string().nullable(),
  /** The record a note belongs to (a note opens there). */
  contactId: z.uuid().nullable(),
  dealId: z.uuid().nullable(),
});
export type SearchHit = z.infer<typeof SearchHit>;

export const GlobalSearchResult = z.object({ hits: z.array(SearchHit) });
export type GlobalSearchResult = z.infer<typeof GlobalSearchResult>;
