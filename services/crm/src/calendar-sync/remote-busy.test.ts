import { describe, expect, it } from 'vitest';
import { remoteBusy } from './remote-busy';

const calendar = (...parts: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//test//EN', ...parts, 'END:VCALENDAR'].join('\r\n');
const event = (...lines: string[]) => ['BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

const berlin = [
  'BEGIN:VTIMEZONE',
  'TZID:Europe/Berlin',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

const window = { from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-11-30T00:00:00Z') };
const iso = (busy: { start: Date; end: Date }[]) => busy.map((b) => [b.start.toISOString(), b.end.toISOString()]);

describe('busy times read from a remote calendar', () => {
  it('places a zoned event at its instant', () => {
    const ics = calendar(
      berlin,
      event(
        'UID:a',
        'SUMMARY:Dentist',
        'DTSTART;TZID=Europe/Berlin:20261020T090000',
        'DTEND;TZID=Europe/Berlin:20261020T100000',
      ),
    );
    expect(remoteBusy(ics, window)).toEqual([
      { uid: 'a', start: new Date('2026-10-20T07:00:00Z'), end: new Date('2026-10-20T08:00:00Z'), title: 'Dentist' },
    ]);
  });

  it('expands a weekly series across the DST change, without its exdate, with its moved instance', () => {
    const ics = calendar(
      berlin,
      event(
        'UID:weekly',
        'SUMMARY:Stand-up',
        'DTSTART;TZID=Europe/Berlin:20261019T090000',
        'DTEND;TZID=Europe/Berlin:20261019T093000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=Europe/Berlin:20261102T090000',
      ),
      event(
        'UID:weekly',
        'SUMMARY:Stand-up (late)',
        'RECURRENCE-ID;TZID=Europe/Berlin:20261026T090000',
        'DTSTART;TZID=Europe/Berlin:20261026T110000',
        'DTEND;TZID=Europe/Berlin:20261026T113000',
      ),
    );
    expect(iso(remoteBusy(ics, window))).toEqual([
      ['2026-10-19T07:00:00.000Z', '2026-10-19T07:30:00.000Z'],
      ['2026-10-26T10:00:00.000Z', '2026-10-26T10:30:00.000Z'],
      ['2026-11-09T08:00:00.000Z', '2026-11-09T08:30:00.000Z'],
    ]);
  });

  it('walks an endless series only as far as the window', () => {
    const ics = calendar(event('UID:d', 'DTSTART:20260101T120000Z', 'DTEND:20260101T130000Z', 'RRULE:FREQ=DAILY'));
    expect(remoteBusy(ics, window)).toHaveLength(60);
  });

  it('leaves out free, cancelled and all-day events and the CRM’s own', () => {
    const ics = calendar(
      event('UID:free', 'TRANSP:TRANSPARENT', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z'),
      event('UID:gone', 'STATUS:CANCELLED', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z'),
      event('UID:holiday', 'DTSTART;VALUE=DATE:20261020', 'DTEND;VALUE=DATE:20261021'),
      event('UID:0190f3c8-1111-7000-8000-000000000001@smartcrm', 'DTSTART:20261020T090000Z', 'DTEND:20261020T100000Z'),
    );
    expect(remoteBusy(ics, window)).toEqual([]);
  });

  it('leaves out what is outside the window', () => {
    const ics = calendar(event('UID:old', 'DTSTART:20260101T090000Z', 'DTEND:20260101T100000Z'));
    expect(remoteBusy(ics, window)).toEqual([]);
  });
});
