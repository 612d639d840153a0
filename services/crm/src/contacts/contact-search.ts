import { containsPattern } from '@smartcrm/kit';
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

const sampleSize = 1000;
const sampleTtlMs = 5 * 60_000;
const maxTenants = 1000;

/** The runs of letters and digits of a term that give pg_trgm whole trigrams (3 or more long). */
export const indexedWords = (term: string): string[] => term.match(/[\p{L}\p{N}]{3,}/gu) ?? [];

/**
 * The word of a several-word term to find candidates by, when it is much rarer in `sample` (search
 * texts) than another of its words; null when none stands out. A trigram index looks up every
 * trigram of a pattern and intersects the lists, so a common word ("company" in "company 123",
 * "555" in a phone number) makes it read a list as long as the tenant: looking up the rare word
 * alone and checking the whole term on each candidate reads a short list instead.
 */
export function rarestWord(term: string, sample: readonly string[]): string | null {
  const words = indexedWords(term);
  if (words.length < 2) return null;
  const counted = words.map((word) => ({ word, rows: sample.filter((text) => text.includes(word)).length }));
  counted.sort((a, b) => a.rows - b.rows || b.word.length - a.word.length);
  const rarest = counted[0]!;
  return rarest.rows * 4 < counted.at(-1)!.rows ? rarest.word : null;
}

/**
 * `search_text` contains the term (case-insensitively), phrased so the trigram index, if the
 * planner takes it, looks up only the term's rarest word: the rest is checked by strpos, which
 * no index serves. Either way the condition is the same as `search_text LIKE '%term%'`.
 */
export function searchCondition(term: string, sample: readonly string[]): Expression<SqlBool> {
  const lower = term.toLowerCase();
  const word = rarestWord(lower, sample);
  if (!word) return sql<SqlBool>`search_text LIKE ${containsPattern(lower)}`;
  return sql<SqlBool>`(search_text LIKE ${containsPattern(word)} AND strpos(search_text, ${lower}) > 0)`;
}

/**
 * Each tenant's newest search texts (read from the creation index alone, 0047), kept for a few
 * minutes per process: how common each word of a term is, as the tenant's data has it.
 */
export function createSearchSamples() {
  const samples = new Map<string, { texts: Promise<string[]>; expires: number }>();
  return (db: Kysely<CrmDb>, tenantId: string): Promise<string[]> => {
    const hit = samples.get(tenantId);
    if (hit && hit.expires > Date.now()) return hit.texts;
    const texts = db
      .selectFrom('contacts')
      .select('search_text')
      .where('tenant_id', '=', tenantId)
      .where('deleted_at', 'is', null)
      .orderBy('created_at', 'desc')
      .limit(sampleSize)
      .execute()
      .then((rows) => rows.map((row) => row.search_text));
    if (samples.size >= maxTenants) samples.clear();
    samples.set(tenantId, { texts, expires: Date.now() + sampleTtlMs });
    // A failed read is not kept: the next search asks again.
    texts.catch(() => samples.delete(tenantId));
    return texts;
  };
}
export type SearchSamples = ReturnType<typeof createSearchSamples>;
