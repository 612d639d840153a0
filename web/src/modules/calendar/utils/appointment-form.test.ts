import { describe, expect, it } from 'vitest';
import { AppointmentFormSchema, appointmentInputFrom, emptyAppointmentForm } from './appointment-form';

describe('appointment form', () => {
  it('starts at the clicked slot for an hour and sends local times as instants', () => {
    const start = new Date(2026, 2, 18, 14, 0);
    const values = emptyAppointmentForm(start, { title: 'Demo' });
    expect(values).toMatchObject({ date: '2026-03-18', startTime: '14:00', endTime: '15:00', status: 'scheduled' });
    const input = appointmentInputFrom(values);
    expect(input.startsAt).toBe(start.toISOString());
    expect(input.endsAt).toBe(new Date(2026, 2, 18, 15, 0).toISOString());
    expect(input.contactId).toBeNull();
  });

  it('leaves the end open when an hour later is another day', () => {
    expect(emptyAppointmentForm(new Date(2026, 2, 18, 23, 30)).endTime).toBe('');
  });

  it('names an end before the start and a link that is not http(s)', () => {
    const values = {
      ...emptyAppointmentForm(new Date(2026, 2, 18, 14)),
      title: 'x',
      endTime: '13:00',
      meetingUrl: 'ftp://x',
    };
    const result = AppointmentFormSchema.safeParse(values);
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['endTime', 'meetingUrl']);
  });
});
