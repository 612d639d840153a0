import { appLink, type QueuedMail } from '@smartcrm/contracts';
import { DateTime } from 'luxon';
import { eventIcs } from '../calendar-sync/ical-event';

export interface ConfirmationFacts {
  appointmentId: string;
  meetingName: string;
  description: string;
  host: { name: string; email: string };
  visitor: { name: string; email: string; timeZone: string };
  startsAt: Date;
  endsAt: Date;
  token: string;
  /** The address booked on: `http://acme.localhost:3000`, or with `?tenant=acme`. */
  linkBase: string;
}

/** A link to the booking's own page on the address it was made on, keeping that address's query. */
export const bookingLink = (linkBase: string, token: string, query: Record<string, string> = {}) =>
  appLink(linkBase, `/booking/${token}`, query);

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The visitor's confirmation: the time in their zone, links to reschedule or cancel, and the
 * meeting as an iTIP request (.ics, UTC times, the host's appointment's UID) their calendar adds.
 */
export function confirmationMail(f: ConfirmationFacts): Omit<QueuedMail, 'id'> {
  const zone = f.visitor.timeZone;
  const start = DateTime.fromJSDate(f.startsAt, { zone });
  const end = DateTime.fromJSDate(f.endsAt, { zone });
  const when = `${start.toFormat('cccc d LLLL yyyy, HH:mm')} – ${end.toFormat('HH:mm')} (${zone})`;
  const reschedule = bookingLink(f.linkBase, f.token, { reschedule: '1' });
  const cancel = bookingLink(f.linkBase, f.token);
  const title = `${f.meetingName} with ${f.host.name}`;
  const paragraphs = [
    `Hi ${f.visitor.name},`,
    `your ${title} is booked for ${when}.`,
    ...(f.description ? [f.description] : []),
    'The attached invitation adds it to your calendar.',
  ];
  const links = [
    { label: 'Reschedule', link: reschedule },
    { label: 'Cancel', link: cancel },
  ];
  const ics = eventIcs(
    {
      appointmentId: f.appointmentId,
      title,
      description: `Reschedule: ${reschedule}\nCancel: ${cancel}`,
      startsAt: f.startsAt,
      endsAt: f.endsAt,
      location: null,
      url: cancel,
      sequence: 0,
    },
    { organizer: f.host, attendee: { name: f.visitor.name, email: f.visitor.email } },
  );
  return {
    to: f.visitor.email,
    subject: `Confirmed: ${title} on ${start.toFormat('d LLL yyyy, HH:mm')}`,
    text: [...paragraphs, ...links.map((l) => `${l.label}: ${l.link}`)].join('\n\n'),
    html: [
      ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
      `<p>${links.map((l) => `<a href="${escapeHtml(l.link)}">${l.label}</a>`).join(' · ')}</p>`,
    ].join('\n'),
    attachments: [
      { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST; charset=utf-8', content: ics },
    ],
  };
}
