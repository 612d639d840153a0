import { noScoringActivity, type ScoringInput } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { builtInScore, businessDomain, confidenceOf, tierOf, totalScore } from './score-rules';

const now = new Date('2026-11-22T12:00:00Z');
const daysAgo = (n: number) => new Date(now.getTime() - n * 86_400_000).toISOString();

function input(
  contact: Partial<ScoringInput['contact']> = {},
  activity: Partial<ScoringInput['activity']> = {},
): ScoringInput {
  return {
    contact: {
      id: '00000000-0000-4000-8000-000000000001',
      name: 'Ada',
      firstName: 'Ada',
      lastName: '',
      email: 'ada@gmail.com',
      phone: null,
      company: null,
      position: null,
      title: null,
      industry: null,
      status: 'lead',
      interestLevel: 'medium',
      source: null,
      tags: [],
      socialProfiles: {},
      location: {},
      leadScore: null,
      lastContact: null,
      createdAt: daysAgo(1),
      version: 1,
      ...contact,
    },
    activity: {
      ...noScoringActivity,
      ...activity,
    },
  };
}

const reason = (answer: ReturnType<typeof builtInScore>, label: RegExp) =>
  answer.reasons.find((r) => label.test(r.label));

describe('tier and confidence (spec 001 §9)', () => {
  it('is hot from 80, warm from 60, cold below', () => {
    expect(tierOf(80)).toBe('hot');
    expect(tierOf(79)).toBe('warm');
    expect(tierOf(60)).toBe('warm');
    expect(tierOf(59)).toBe('cold');
  });

  it('maps evidence to 0.9 / 0.7 / 0.5', () => {
    expect(confidenceOf(8)).toBe(0.9);
    expect(confidenceOf(7)).toBe(0.7);
    expect(confidenceOf(4)).toBe(0.7);
    expect(confidenceOf(3)).toBe(0.5);
  });

  it('adds the parts and caps the total at 100', () => {
    expect(totalScore({ fit: 50, engagement: 50 })).toBe(100);
    expect(totalScore({ fit: 0, engagement: 0 })).toBe(0);
  });
});

describe('fit', () => {
  it('tells a business email from a free one', () => {
    expect(businessDomain('x@acme.io')).toBe('acme.io');
    expect(businessDomain('x@Gmail.com')).toBeNull();
    expect(reason(builtInScore(input({ email: 'ada@acme.io' }), now), /Business email/)).toMatchObject({
      impact: 8,
      evidence: { kind: 'field', field: 'email' },
    });
    expect(reason(builtInScore(input(), now), /Personal email/)?.impact).toBe(-3);
  });

  it('weighs seniority: executives over senior leaders over managers', () => {
    const impact = (title: string) =>
      reason(builtInScore(input({ title }), now), /Executive|Senior|Manager|Role known/)?.impact;
    expect(impact('Chief Revenue Officer')).toBe(14);
    expect(impact('VP Sales')).toBe(11);
    expect(impact('Sales Manager')).toBe(7);
    expect(impact('Engineer')).toBe(3);
  });

  it('never goes below 0 or above 50', () => {
    expect(builtInScore(input({ status: 'churned' }), now).fit).toBe(0);
    const full = builtInScore(
      input({
        email: 'ceo@acme.io',
        title: 'CEO',
        company: 'Acme',
        industry: 'Software',
        phone: '1',
        status: 'customer',
        socialProfiles: { linkedin: 'https://l' },
        location: { country: 'DE' },
      }),
      now,
    );
    expect(full.fit).toBe(50);
  });
});

describe('engagement', () => {
  const call = { id: '00000000-0000-4000-8000-0000000000c1', at: daysAgo(2) };

  it('counts the last 30 days per kind, capped at 16 points a kind, pointing at the latest entry', () => {
    const answer = builtInScore(
      input(
        {},
        { last30: { call: 3 }, last90: { call: 3 }, latestByKind: { call }, lastActivity: { ...call, kind: 'call' } },
      ),
      now,
    );
    expect(reason(answer, /3 calls/)).toMatchObject({ impact: 16, evidence: { kind: 'activity', id: call.id } });
    const two = builtInScore(input({}, { last30: { call: 2 }, latestByKind: { call } }), now);
    expect(reason(two, /2 calls/)?.impact).toBe(12);
  });

  it('rewards recency up to 7 and 30 days, and penalises silence past 90', () => {
    const recency = (days: number) =>
      builtInScore(input({}, { lastActivity: { id: call.id, kind: 'note', at: daysAgo(days) } }), now).reasons.find(
        (r) => r.evidence.id === call.id && r.part === 'engagement',
      )?.impact;
    expect(recency(7)).toBe(8);
    expect(recency(8)).toBe(4);
    expect(recency(30)).toBe(4);
    expect(recency(31)).toBeUndefined();
    expect(recency(91)).toBe(-8);
  });

  it('counts open and won deals and completed tasks (at most 6 points)', () => {
    const answer = builtInScore(
      input({}, { openDeals: 1, openDealValue: 12_000, wonDeals: 2, tasksCompleted90: 5 }),
      now,
    );
    expect(reason(answer, /1 open deal \(\$12,000\)/)?.impact).toBe(10);
    expect(reason(answer, /2 won deals/)?.impact).toBe(8);
    expect(reason(answer, /5 tasks completed/)?.impact).toBe(6);
  });

  it('flags a contact with no activity a month after it was added', () => {
    expect(reason(builtInScore(input({ createdAt: daysAgo(31) }), now), /No recorded activity/)?.impact).toBe(-4);
    expect(reason(builtInScore(input({ createdAt: daysAgo(29) }), now), /No recorded activity/)).toBeUndefined();
  });

  it('gives every reason a sign and evidence, and the parts add up', () => {
    const answer = builtInScore(input({ interestLevel: 'hot', title: 'CEO' }, { openDeals: 1, openDealValue: 5 }), now);
    for (const r of answer.reasons) {
      expect(r.impact).not.toBe(0);
      expect(r.evidence.kind).toBeTruthy();
    }
    expect(answer.engagement).toBe(20);
  });
});
