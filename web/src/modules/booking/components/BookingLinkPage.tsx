import type { PublicBooking, Slot } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { bookingKeys, bookingLinkQuery, cancelBooking, rescheduleBooking } from '../queries';
import { browserZone, timeIn, whenIn } from '../utils/visitor-zone';
import { BookingConfirmation } from './BookingConfirmation';
import { SlotPicker } from './SlotPicker';
import { ZonePicker } from './ZonePicker';
import '../booking.css';

/** /booking/:token: the visitor's own booking by its link: see it, move it to another free time, or cancel it. */
export function BookingLinkPage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const booking = useQuery(bookingLinkQuery(token));
  const [zone, setZone] = useState(browserZone);
  // The confirmation mail's Reschedule link opens the picker at once.
  const [search] = useSearchParams();
  const [moving, setMoving] = useState(search.get('reschedule') === '1');
  const [error, setError] = useState<string | null>(null);
  if (booking.isPending) return <Spinner label="Loading your booking" />;
  if (booking.isError)
    return (
      <main className="booking-public">
        <p role="alert">This booking link is not valid.</p>
      </main>
    );
  const current = booking.data;
  const change = async (act: () => Promise<PublicBooking>) => {
    setError(null);
    try {
      queryClient.setQueryData(bookingKeys.link(token), await act());
      setMoving(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The change could not be sent');
      void queryClient.invalidateQueries({ queryKey: ['booking', current.meetingType.slug, 'slots'] });
    }
  };
  const pick = (slot: Slot) => change(() => rescheduleBooking(token, slot.startsAt, zone));
  return (
    <main className="booking-public">
      <header>
        <h1>{current.meetingType.name}</h1>
      </header>
      <BookingConfirmation booking={{ ...current, timeZone: zone }} manageLink={false} />
      {error && <p role="alert">{error}</p>}
      {current.status === 'confirmed' && (
        <div className="booking-actions">
          <Button onClick={() => setMoving(!moving)}>{moving ? 'Keep this time' : 'Reschedule'}</Button>
          <Button variant="danger" onClick={() => change(() => cancelBooking(token))}>
            Cancel booking
          </Button>
        </div>
      )}
      {moving && (
        <>
          <ZonePicker value={zone} onChange={setZone} />
          <p className="field__hint">
            Now {whenIn(current.startsAt, zone)} – {timeIn(current.endsAt, zone)}. Pick a new time:
          </p>
          <SlotPicker slug={current.meetingType.slug} timeZone={zone} selected={null} onPick={pick} />
        </>
      )}
    </main>
  );
}
