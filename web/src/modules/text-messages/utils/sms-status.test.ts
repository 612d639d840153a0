import type { SmsMessage } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { statusLine } from './sms-status';

const text = (patch: Partial<SmsMessage>): SmsMessage => ({
  id: crypto.randomUUID(),
  accountId: crypto.randomUUID(),
  direction: 'outbound',
  peer: '+14155552671',
  contactId: null,
  body: 'Hi',
  segments: 1,
  status: 'queued',
  error: null,
  sendAfter: null,
  createdAt: new Date().toISOString(),
  readAt: null,
  ...patch,
});

describe('statusLine', () => {
  it('says queued, not sent, while the provider has not taken it', () => {
    expect(statusLine(text({ status: 'queued' }))).toBe('Queued');
    expect(statusLine(text({ status: 'accepted' }))).toBe('Accepted by the provider');
  });

  it('names the hour quiet hours hold a text until', () => {
    expect(statusLine(text({ sendAfter: '2026-06-02T12:00:00Z' }))).toMatch(/^Queued until .+ \(quiet hours\)$/);
  });

  it('gives the reason a text failed', () => {
    expect(statusLine(text({ status: 'failed', error: 'They replied STOP' }))).toBe('Failed: They replied STOP');
  });
});
