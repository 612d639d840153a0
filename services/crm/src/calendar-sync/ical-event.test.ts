import { describe, expect, it } from 'vitest';
import { eventIcs, isOwnUid, uidOf } from './ical-event';

const event = {
  appointmentId: '0190f3c8-1111-7000-8000-000000000001',
  title: 'Intro call with Jane, Co; "quoted"',
  description: 'Line one\nLine two',
  startsAt: new Date('2026-12-01T15:00:00Z'),
  endsAt: new Date('2026-12-01T15:30:00Z'),
  location: null,
  url: null,
  sequence: 3,
};

describe('calendar events written by the CRM', () => {
  it('has the appointment’s stable UID, UTC times and its sequence', () => {
    const ics = eventIcs(event);
    expect(ics).toContain(`UID:${uidOf(event.appointmentId)}`);
    expect(ics).toContain('DTSTART:20261201T150000Z');
    expect(ics).toContain('DTEND:20261201T153000Z');
    expect(ics).toContain('SEQUENCE:3');
    expect(ics).not.toContain('METHOD:');
    expect(ics).toContain('SUMMARY:Intro call with Jane\\, Co\\; "quoted"');
    expect(ics).toContain('DESCRIPTION:Line one\\nLine two');
  });

  it('is an iTIP request with organizer and attendee when it is an invitation', () => {
    const folded = eventIcs(event, {
      organizer: { name: 'Sam Host', email: 'sam@example.com' },
      attendee: { name: 'Jane Visitor', email: 'jane@example.com' },
    });
    const ics = folded.replace(/\r\n /g, '');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toMatch(/ORGANIZER;CN="?Sam Host"?:mailto:sam@example.com/);
    expect(ics).toMatch(/ATTENDEE;[^\r\n]*:MAILTO:jane@example.com/i);
  });

  it('knows its own events by UID', () => {
    expect(isOwnUid(uidOf(event.appointmentId))).toBe(true);
    expect(isOwnUid('abc@google.com')).toBe(false);
  });
});
