import type { PublicBooking } from '@smartcrm/contracts';
import { Link } from 'react-router-dom';
import { timeIn, whenIn } from '../utils/visitor-zone';

/** What a visitor sees once booked (or after a change): the time in their zone and the links to change it. */
export function BookingConfirmation({ booking, manageLink = true }: { booking: PublicBooking; manageLink?: boolean }) {
  const link = `/booking/${booking.token}`;
  if (booking.status === 'cancelled') {
    return (
      <section className="booking-done" aria-label="Booking cancelled">
        <h2>Cancelled</h2>
        <p>
          Your {booking.meetingType.name} on {whenIn(booking.startsAt, booking.timeZone)} is cancelled.
        </p>
        <Link to={`/book/${booking.meetingType.slug}`}>Book another time</Link>
      </section>
    );
  }
  return (
    <section className="booking-done" aria-label="Booking confirmed">
      <h2>You are booked</h2>
      <p>
        {booking.meetingType.name}
        {booking.meetingType.hostName ? ` with ${booking.meetingType.hostName}` : ''}:{' '}
        <strong>{whenIn(booking.startsAt, booking.timeZone)}</strong> – {timeIn(booking.endsAt, booking.timeZone)} (
        {booking.timeZone.replaceAll('_', ' ')})
      </p>
      {manageLink && (
        <p>
          Keep this link to change your booking: <Link to={link}>Reschedule or cancel</Link>
        </p>
      )}
    </section>
  );
}
