import type { SearchHit } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { matchRank, rankHits } from './search-ranking';

let n = 0;
const hit = (type: SearchHit['type'], title: string): SearchHit => ({
  type,
  id: `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
  title,
  subtitle: null,
  contactId: null,
  dealId: null,
});

describe('matchRank', () => {
  it('prefers the whole title, a whole first word, its start, a word start, then anywhere, then other fields', () => {
    expect(matchRank('Ada', 'ada')).toBe(0);
    expect(matchRank('Ada Lovelace', 'ada')).toBe(1);
    expect(matchRank('Adam Smith', 'ada')).toBe(2);
    expect(matchRank('Countess Ada', 'ada')).toBe(3);
    expect(matchRank('ada.l@example.com', 'exa')).toBe(3);
    expect(matchRank('Canada Labs', 'ada')).toBe(4);
    expect(matchRank('Grace Hopper', 'ada')).toBe(5);
  });
});

describe('rankHits', () => {
  it('keeps each record once and at most `limit` per type, best matches first', () => {
    const canada = hit('contact', 'Canada Dry');
    const ada = hit('contact', 'Ada Lovelace');
    const hits = rankHits([canada, ada, ada, hit('contact', 'Adam Smith'), hit('contact', 'Ada')], 'ada', 3);
    expect(hits.map((h) => h.title)).toEqual(['Ada', 'Ada Lovelace', 'Adam Smith']);
  });

  it('puts the type with the best match first, then the usual order', () => {
    const hits = rankHits(
      [hit('contact', 'Grace Acme'), hit('deal', 'Acme renewal'), hit('company', 'Acme')],
      'acme',
      5,
    );
    expect(hits.map((h) => h.type)).toEqual(['company', 'deal', 'contact']);
  });
});
