import { describe, expect, it } from 'vitest';
import { formValues, MeetingTypeForm } from './meeting-type-form';

const host = '6f1c1e0e-4c5a-4b8e-9d55-3f7a6a2b9c10';

describe('meeting type form', () => {
  it('turns one range of hours on the ticked weekdays and the ticked questions into the contract’s type', () => {
    const values = {
      ...formValues(host, 'Europe/Berlin'),
      name: 'Demo',
      slug: 'demo',
      days: ['mon', 'wed'] as ('mon' | 'wed')[],
      questions: ['company'],
      dailyLimit: 3,
    };
    expect(MeetingTypeForm.parse(values)).toMatchObject({
      availability: [
        { weekday: 'mon', start: '09:00', end: '17:00' },
        { weekday: 'wed', start: '09:00', end: '17:00' },
      ],
      questions: [{ id: 'company', label: 'Company', field: 'company', required: false }],
      dailyLimit: 3,
    });
  });

  it('reads an empty daily limit as none and refuses no weekday at all, naming availability', () => {
    const parsed = MeetingTypeForm.safeParse({ ...formValues(host, 'UTC'), name: 'D', slug: 'd', days: false });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['availability']);
    expect(MeetingTypeForm.parse({ ...formValues(host, 'UTC'), name: 'D', slug: 'd' }).dailyLimit).toBeNull();
  });
});
