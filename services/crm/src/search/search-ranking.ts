import { type SearchHit, type SearchHitType, searchHitTypes } from '@smartcrm/contracts';

/**
 * Lower is better: the whole title, a whole first word ('Ada Lovelace' for 'ada'), the title's
 * start ('Adam'), a word's start, anywhere in it, elsewhere (email, body…).
 */
export function matchRank(title: string, term: string): number {
  const text = title.toLowerCase();
  if (text === term) return 0;
  const words = text.split(/[\s\-.,@/]+/);
  if (words[0] === term) return 1;
  if (text.startsWith(term)) return 2;
  if (words.some((word) => word.startsWith(term))) return 3;
  if (text.includes(term)) return 4;
  return 5;
}

/**
 * The best `limit` hits of each type (each record once), types ordered by their best hit and
 * then as listed in `searchHitTypes`; within a type, better matches and then shorter titles first.
 */
export function rankHits(hits: SearchHit[], term: string, limit: number): SearchHit[] {
  const seen = new Set<string>();
  const byType = new Map<SearchHitType, { hit: SearchHit; rank: number }[]>();
  for (const hit of hits) {
    const key = `${hit.type}:${hit.id}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const list = byType.get(hit.type) ?? [];
    list.push({ hit, rank: matchRank(hit.title, term) });
    byType.set(hit.type, list);
  }
  const groups = [...byType.entries()].map(([type, list]) => {
    list.sort((a, b) => a.rank - b.rank || a.hit.title.length - b.hit.title.length);
    return { type, best: list[0]!.rank, hits: list.slice(0, limit).map((entry) => entry.hit) };
  });
  groups.sort((a, b) => a.best - b.best || searchHitTypes.indexOf(a.type) - searchHitTypes.indexOf(b.type));
  return groups.flatMap((group) => group.hits);
}
