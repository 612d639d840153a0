import { describe, expect, it } from 'vitest';
import { indexedWords, rarestWord } from './contact-search';

// Search texts as the contacts table makes them: name, e-mail, company, phone (lower case).
const sample = Array.from(
  { length: 400 },
  (_, i) =>
    `ada hopper ${i} ada.hopper${i}@mail${i % 97}.example company ${i % 50} labs +1 555 ${String(i).padStart(7, '0')}`,
);

describe('contact search words', () => {
  it('splits a term into the words pg_trgm indexes whole', () => {
    expect(indexedWords('company 123')).toEqual(['company', '123']);
    expect(indexedWords('ada.hopper@mail7.example')).toEqual(['ada', 'hopper', 'mail7', 'example']);
    expect(indexedWords('+1 555 00012')).toEqual(['555', '00012']);
    expect(indexedWords('lovelace 4')).toEqual(['lovelace']);
    expect(indexedWords('Zoë Müller')).toEqual(['Zoë', 'Müller']);
  });

  it('picks the word that few contacts hold beside one that most do', () => {
    expect(rarestWord('+1 555 00012', sample)).toBe('00012');
    expect(rarestWord('company 123', sample)).toBe('123');
    expect(rarestWord('hopper 3', sample)).toBeNull();
  });

  it('keeps the whole term when no word stands out or the sample is empty', () => {
    expect(rarestWord('ada hopper', sample)).toBeNull();
    expect(rarestWord('company 123', [])).toBeNull();
    expect(rarestWord('zebra quartz', sample)).toBeNull();
  });
});
