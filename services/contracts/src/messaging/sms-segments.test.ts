import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments';

describe('smsSegments', () => {
  it('fits 160 GSM-7 characters in one message and splits the 161st into two parts of 153', () => {
    expect(smsSegments('a'.repeat(160))).toMatchObject({ encoding: 'GSM-7', segments: 1, remaining: 0 });
    expect(smsSegments('a'.repeat(161))).toMatchObject({ encoding: 'GSM-7', segments: 2, remaining: 145 });
    expect(smsSegments('a'.repeat(306)).segments).toBe(2);
    expect(smsSegments('a'.repeat(307)).segments).toBe(3);
  });

  it('counts an extension character such as € as two septets', () => {
    expect(smsSegments('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', units: 160, segments: 1 });
    expect(smsSegments(`${'€'.repeat(80)}a`).segments).toBe(2);
  });

  it('turns the whole text into UCS-2 for one character outside GSM-7 (70, then 67 per part)', () => {
    expect(smsSegments(`${'a'.repeat(69)}ł`)).toMatchObject({ encoding: 'UCS-2', segments: 1, remaining: 0 });
    expect(smsSegments(`${'a'.repeat(70)}ł`)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    expect(smsSegments('Hi 👋').encoding).toBe('UCS-2');
  });

  it('counts nothing for an empty text', () => {
    expect(smsSegments('')).toMatchObject({ segments: 0, remaining: 160 });
  });
});
