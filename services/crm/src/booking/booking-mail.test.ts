import { describe, expect, it } from 'vitest';
import { bookingLink, confirmationMail } from './booking-mail';

const facts = {
  appointmentId: '0190f3c8-1111-7000-8000-000000000001',
  meetingName: 'Intro call',
  description: '',
  host: { name: 'Hana Host', email: 'hana@acme.test' },
  visitor: { name: 'Vera <Visitor>', email: 'vera@example.com', timeZone: 'America/New_York' },
  startsAt: new Date('2026-12-01T15:00:00Z'),
  endsAt: new Date('2026-12-01T15:30:00Z'),
  token: 'tok_abcdefghijklmnopqrstuvwxyz012345',
  linkBase: 'http://localhost:3000/?tenant=acme',
};

describe('booking confirmation mail', () => {
  it('says the time in the visitor’s zone and links to reschedule and cancel on the address booked on', () => {
    const mail = confirmationMail(facts);
    expect(mail.subject).toBe('Confirmed: Intro call with Hana Host on 1 Dec 2026, 10:00');
    expect(mail.text).toContain('Tuesday 1 December 2026, 10:00 – 10:30 (America/New_York)');
    expect(mail.text).toContain(
      'Reschedule: http://localhost:3000/booking/tok_abcdefghijklmnopqrstuvwxyz012345?tenant=acme&reschedule=1',
    );
    expect(mail.text).toContain(
      'Cancel: http://localhost:3000/booking/tok_abcdefghijklmnopqrstuvwxyz012345?tenant=acme',
    );
    expect(mail.html).toContain('Vera &lt;Visitor&gt;');
  });

  it('carries the meeting as a calendar invitation in UTC', () => {
    const [ics] = confirmationMail(facts).attachments!;
    expect(ics!.filename).toBe('invite.ics');
    expect(ics!.contentType).toContain('method=REQUEST');
    expect(ics!.content).toContain('METHOD:REQUEST');
    expect(ics!.content).toContain('DTSTART:20261201T150000Z');
    expect(ics!.content).toContain(`UID:${facts.appointmentId}@smartcrm`);
  });

  it('links on a workspace’s own host without a query', () => {
    expect(bookingLink('https://acme.example.com', 'abc')).toBe('https://acme.example.com/booking/abc');
  });
});
