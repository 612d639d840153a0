import { describe, expect, it } from 'vitest';
import { activityDays, lastDays } from './activity-days';

describe('activity days', () => {
  it('lists the last days oldest first, across a month end', () => {
    expect(lastDays(3, new Date('2026-03-01T23:30:00Z'))).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('fills days without rows with zero', () => {
    const none: { date: string; count: number }[] = [];
    const days = activityDays(['2026-02-28', '2026-03-01'], {
      signIns: [{ date: '2026-03-01', count: 4 }],
      auditEvents: none,
      usersCreated: none,
      contactsCreated: [{ date: '2026-02-28', count: 2 }],
      dealsCreated: none,
    });
    expect(days).toEqual([
      { date: '2026-02-28', signIns: 0, auditEvents: 0, usersCreated: 0, contactsCreated: 2, dealsCreated: 0 },
      { date: '2026-03-01', signIns: 4, auditEvents: 0, usersCreated: 0, contactsCreated: 0, dealsCreated: 0 },
    ]);
  });
});
