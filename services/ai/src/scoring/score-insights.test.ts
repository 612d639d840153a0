import type { ContactScore, ScoringInput } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { insightOf, scoreInsights } from './score-insights';

describe('insightOf', () => {
  it('raises an opportunity when a contact scores into hot (80), a first score included', () => {
    expect(insightOf(79, 80)).toBe('opportunity');
    expect(insightOf(null, 80)).toBe('opportunity');
    expect(insightOf(80, 95)).toBeNull();
    expect(insightOf(null, 79)).toBeNull();
  });

  it('raises a risk when a hot or warm contact cools below 60, not a first score', () => {
    expect(insightOf(60, 59)).toBe('risk');
    expect(insightOf(85, 40)).toBe('risk');
    expect(insightOf(59, 10)).toBeNull();
    expect(insightOf(null, 10)).toBeNull();
    expect(insightOf(70, 60)).toBeNull();
  });
});

const scored = (previous: number | null, score: number) => ({
  input: { contact: { id: crypto.randomUUID(), name: 'Maya Chen', leadScore: previous } } as ScoringInput,
  score: {
    score,
    reasons: [
      { part: 'fit', label: 'Executive decision maker', impact: 14, evidence: { kind: 'field' } },
      { part: 'engagement', label: 'No activity for 120 days', impact: -8, evidence: { kind: 'activity' } },
      { part: 'fit', label: 'Company known', impact: 6, evidence: { kind: 'field' } },
    ],
  } as ContactScore,
});

describe('scoreInsights', () => {
  const all = { autoInsights: true, insightTypes: ['opportunity', 'risk', 'recommendation'] as const };

  it('explains an opportunity by what lifts the score and a risk by what drags it', () => {
    const [opportunity, risk] = scoreInsights({ ...all, insightTypes: [...all.insightTypes] }, [
      scored(50, 85),
      scored(75, 30),
    ]);
    expect(opportunity).toMatchObject({ type: 'opportunity', score: 85, previous_score: 50 });
    expect(opportunity?.reasons).toEqual(['Executive decision maker', 'Company known']);
    expect(risk).toMatchObject({ type: 'risk', score: 30, previous_score: 75, reasons: ['No activity for 120 days'] });
  });

  it('raises only the types the workspace wants, and none with autoInsights off', () => {
    const both = [scored(50, 85), scored(75, 30)];
    expect(scoreInsights({ autoInsights: true, insightTypes: ['opportunity'] }, both).map((i) => i.type)).toEqual([
      'opportunity',
    ]);
    expect(scoreInsights({ autoInsights: false, insightTypes: ['opportunity', 'risk'] }, both)).toEqual([]);
  });
});
