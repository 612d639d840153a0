import { describe, expect, it } from 'vitest';
import { containsPattern, prefixPattern } from './like-pattern';

describe('search terms as ILIKE patterns', () => {
  it('matches the term anywhere', () => {
    expect(containsPattern('ada')).toBe('%ada%');
  });

  it('takes wildcards and the escape character literally', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
    expect(prefixPattern('50%_')).toBe('50\\%\\_%');
  });
});
