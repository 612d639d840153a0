import { describe, expect, it } from 'vitest';
import { summariseAction } from './assistant-summary';

describe('the sentence a user confirms', () => {
  it('names the task, its date, its contact and priority', () => {
    expect(
      summariseAction(
        'create_task',
        { title: 'Call Jane', dueDate: '2026-11-23', priority: 'high' },
        { contact: 'Jane Doe' },
      ),
    ).toBe('Create the task "Call Jane" due 2026-11-23 for Jane Doe (high priority)');
    expect(summariseAction('create_task', { title: 'Plan Q1' }, {})).toBe('Create the task "Plan Q1"');
  });

  it('lists only the deal fields that change', () => {
    expect(summariseAction('update_deal', { dealId: 'x', probability: 80 }, { deal: 'Engine licence' })).toBe(
      'Update the deal Engine licence: probability 80%',
    );
    expect(
      summariseAction('update_deal', { dealId: 'x', value: 12500, expectedCloseDate: '2026-12-01' }, { deal: 'A' }),
    ).toBe('Update the deal A: value $12,500, expected close 2026-12-01');
  });

  it('quotes a note and where it goes', () => {
    expect(summariseAction('log_note', { body: 'Asked for pricing' }, { contact: 'Jane Doe' })).toBe(
      'Log a note on Jane Doe: "Asked for pricing"',
    );
  });
});
