import type { Activity } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { bodyWithheld, describeActivity, formatDuration } from './describe-activity';

const entry = (over: Partial<Activity>): Activity => ({
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'note',
  contactId: null,
  dealId: null,
  actorId: null,
  actorName: null,
  subject: null,
  body: null,
  meta: {},
  occurredAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:00:00Z',
  version: 1,
  ...over,
});

describe('formatDuration', () => {
  it('reads as minutes and seconds, and as nothing when untimed', () => {
    expect(formatDuration(340)).toBe('5 min 40 s');
    expect(formatDuration(120)).toBe('2 min');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(0)).toBe('');
  });
});

describe('describeActivity', () => {
  it('names calls by outcome and duration, and emails by direction and subject', () => {
    expect(describeActivity(entry({ kind: 'call', meta: { outcome: 'connected', durationSeconds: 340 } }))).toBe(
      'Call · Connected · 5 min 40 s',
    );
    expect(describeActivity(entry({ kind: 'call', meta: { outcome: 'no_answer', durationSeconds: 0 } }))).toBe(
      'Call · No answer',
    );
    expect(describeActivity(entry({ kind: 'email', subject: 'Hi', meta: { direction: 'inbound' } }))).toBe(
      'Email received: Hi',
    );
  });
  it('tells stage changes and deal creation by their stages', () => {
    expect(
      describeActivity(entry({ kind: 'stage_change', meta: { fromStage: 'Proposal', toStage: 'Closed Won' } })),
    ).toBe('Moved from Proposal to Closed Won');
    expect(
      describeActivity(entry({ kind: 'deal_created', subject: 'Bombe', meta: { toStage: 'Qualification' } })),
    ).toBe('Deal “Bombe” created in Qualification');
  });
});

describe('bodyWithheld', () => {
  it('is true only for an email whose mailbox shared metadata only', () => {
    const metadataOnly = entry({ kind: 'email', subject: 'Salary', meta: { direction: 'inbound', bodyShared: false } });
    expect(bodyWithheld(metadataOnly)).toBe(true);
    expect(describeActivity(metadataOnly)).toBe('Email received: Salary');
    expect(bodyWithheld(entry({ kind: 'email', body: 'Hi', meta: { direction: 'inbound' } }))).toBe(false);
    expect(bodyWithheld(entry({ kind: 'note', meta: { bodyShared: false } }))).toBe(false);
  });
});
