import { describe, expect, it } from 'vitest';
import { keywordOf } from './keywords';

describe('keywordOf', () => {
  it('reads the opt-out, opt-in and help keywords in any case', () => {
    expect(keywordOf('STOP')).toBe('stop');
    expect(keywordOf(' unsubscribe ')).toBe('stop');
    expect(keywordOf('Stop.')).toBe('stop');
    expect(keywordOf('start')).toBe('start');
    expect(keywordOf('UNSTOP')).toBe('start');
    expect(keywordOf('help')).toBe('help');
  });

  it('leaves a sentence that only contains a keyword alone', () => {
    expect(keywordOf('please stop calling at night')).toBeNull();
    expect(keywordOf('Start time is 9?')).toBeNull();
    expect(keywordOf('')).toBeNull();
  });
});
