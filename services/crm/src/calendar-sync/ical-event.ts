import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

/** The UID domain of events the CRM writes: an event with it is ours and is never read back as busy. */
export const ownUidSuffix = '@smartcrm';
export const uidOf = (appointmentId: string) => `${appointmentId}${ownUidSuffix}`;
export const isOwnUid = (uid: string) => uid.endsWith(ownUidSuffix);

export interface CalendarEvent {
  appointmentId: string;
  title: string;
  description: string | null;
  startsAt: Date;
  endsAt: Date;
  location: string | null;
  url: string | null;
  /** Raised with every change the CRM writes (RFC 5545 SEQUENCE): clients take the higher one. */
  sequence: number;
}

export interface Invitation {
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
}

const production = { company: 'SmartCRM', product: 'SmartCRM', language: 'EN' };

/**
 * One event as an iCalendar object: UTC times (a Z on every instant, so every client places it
 * at the same moment whatever its zone), the appointment's stable UID. With an invitation it is
 * an iTIP request (METHOD:REQUEST) a visitor's mail client offers to add.
 */
export function eventIcs(event: CalendarEvent, invitation?: Invitation): string {
  const calendar = ical({ prodId: production, ...(invitation ? { method: ICalCalendarMethod.REQUEST } : {}) });
  calendar.createEvent({
    id: uidOf(event.appointmentId),
    sequence: event.sequence,
    start: event.startsAt,
    end: event.endsAt,
    summary: event.title,
    description: event.description,
    location: event.location,
    url: event.url,
    status: ICalEventStatus.CONFIRMED,
    ...(invitation
      ? {
          organizer: invitation.organizer,
          attendees: [
            {
              ...invitation.attendee,
              role: ICalAttendeeRole.REQ,
              status: ICalAttendeeStatus.ACCEPTED,
            },
          ],
        }
      : {}),
  });
  return calendar.toString();
}
