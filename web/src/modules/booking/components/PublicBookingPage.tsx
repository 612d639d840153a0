import type { PublicBooking, Slot } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { bookingPageQuery } from '../queries';
import { browserZone, slotLabel } from '../utils/visitor-zone';
import { BookingConfirmation } from './BookingConfirmation';
import { BookingForm } from './BookingForm';
import { SlotPicker } from './SlotPicker';
import { ZonePicker } from './ZonePicker';
import '../booking.css';

/** /book/:slug: the workspace's public booking page, without sign-in, in its brand and the visitor's zone. */
export function PublicBookingPage() {
  const { slug = '' } = useParams();
  const queryClient = useQueryClient();
  const page = useQuery(bookingPageQuery(slug));
  const company = useTenant().tenant?.branding.companyName ?? '';
  const [zone, setZone] = useState(browserZone);
  const [slot, setSlot] = useState<Slot | null>(null);
  const [offered, setOffered] = useState<Slot[]>([]);
  const [booked, setBooked] = useState<PublicBooking | null>(null);
  if (page.isPending) return <Spinner label="Loading the booking page" />;
  if (page.isError)
    return (
      <main className="booking-public">
        <p role="alert">This booking page does not exist.</p>
      </main>
    );
  const type = page.data;
  const taken = (next: Slot[]) => {
    setOffered(next);
    setSlot(null);
    void queryClient.invalidateQueries({ queryKey: ['booking', slug, 'slots'] });
  };
  return (
    <main className="booking-public">
      <header>
        <p className="booking-public__company">{company}</p>
        <h1>{type.name}</h1>
        <p>
          {type.durationMinutes} minutes{type.hostName ? ` with ${type.hostName}` : ''}
        </p>
        {type.description && <p className="booking-public__description">{type.description}</p>}
      </header>
      {booked ? (
        <BookingConfirmation booking={booked} />
      ) : (
        <>
          <ZonePicker value={zone} onChange={setZone} />
          {offered.length > 0 && (
            <section aria-label="Next free times" className="booking-offered">
              <p>That time was just taken. The next free times:</p>
              {offered.map((s) => (
                <Button key={s.startsAt} size="sm" onClick={() => setSlot(s)}>
                  {slotLabel(s.startsAt, zone)}
                </Button>
              ))}
            </section>
          )}
          <SlotPicker slug={slug} timeZone={zone} selected={slot?.startsAt ?? null} onPick={setSlot} />
          {slot && (
            <BookingForm
              key={slot.startsAt}
              slug={slug}
              page={type}
              slot={slot}
              timeZone={zone}
              onBooked={setBooked}
              onTaken={taken}
            />
          )}
        </>
      )}
    </main>
  );
}
