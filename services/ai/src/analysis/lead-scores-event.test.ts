import { type ContactScore, LeadScoresScored } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { leadScoresEvent } from './lead-scores-event';

const score = (contactId: string, value: number, scoredAt: string): ContactScore => ({
  contactId,
  score: value,
  fit: 30,
  engagement: value - 30,
  tier: 'warm',
  confidence: 0.7,
  reasons: [],
  model: 'builtin',
  promptVersion: 'v1',
  builtIn: true,
  scoredAt,
});

const a = '00000000-0000-4000-8000-000000000001';
const b = '00000000-0000-4000-8000-000000000002';

describe('leadScoresEvent', () => {
  it('says the time once, not on each score', () => {
    const at = '2026-11-25T23:00:00.000Z';
    const event = leadScoresEvent([score(a, 61, at), score(b, 82, at)]);
    expect(event).toEqual({
      scoredAt: at,
      scores: [
        { contactId: a, score: 61 },
        { contactId: b, score: 82 },
      ],
    });
    expect(LeadScoresScored.parse(event)).toEqual(event);
  });

  it('takes the latest time when the scores span several', () => {
    const event = leadScoresEvent([score(a, 61, '2026-11-25T23:00:01.000Z'), score(b, 82, '2026-11-25T23:00:00.500Z')]);
    expect(event.scoredAt).toBe('2026-11-25T23:00:01.000Z');
  });
});

describe('LeadScoresScored', () => {
  it('still reads events that carry the time on each score', () => {
    const old = { scores: [{ contactId: a, score: 61, scoredAt: '2026-11-25T23:00:00.000Z' }] };
    expect(LeadScoresScored.parse(old)).toEqual(old);
  });

  it('refuses a score without a time in an event without one', () => {
    expect(LeadScoresScored.safeParse({ scores: [{ contactId: a, score: 61 }] }).success).toBe(false);
  });

  it('names a time that is not one, before crm would hand it to Postgres', () => {
    const result = LeadScoresScored.safeParse({ scoredAt: 'yesterday', scores: [{ contactId: a, score: 61 }] });
    expect(result.error?.issues[0]?.path).toEqual(['scoredAt']);
  });
});
