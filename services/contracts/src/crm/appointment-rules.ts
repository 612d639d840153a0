import { type Appointment, defaultUpcomingLimit } from './appointment.schema';

type Timed = Pick<Appointment, 'status' | 'startsAt'>;

/** Spec 001 §4: listed as upcoming only while scheduled and starting after now. */
export const isUpcoming = (appointment: Timed, now: Date): boolean =>
  appointment.status === 'scheduled' && Date.parse(appointment.startsAt) > now.getTime();

/** The next `limit` upcoming appointments (spec 001 §9: 5), soonest first. */
export function upcomingAppointments<T extends Timed>(appointments: T[], now: Date, limit = defaultUpcomingLimit): T[] {
  return appointments
    .filter((a) => isUpcoming(a, now))
    .sort((a, b) => Date.parse(a.startsAt) - Date.parse(b.startsAt))
    .slice(0, limit);
}
