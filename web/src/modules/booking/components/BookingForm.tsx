import type { PublicBooking, PublicMeetingType, Slot } from '@smartcrm/contracts';
import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { book } from '../queries';
import { timeIn, whenIn } from '../utils/visitor-zone';

interface BookingFormProps {
  slug: string;
  page: PublicMeetingType;
  slot: Slot;
  timeZone: string;
  onBooked: (booking: PublicBooking) => void;
  /** The time was just taken: the next free ones the server offers instead. */
  onTaken: (nextSlots: Slot[]) => void;
}

/** Name, email and the page's questions for the picked time; a field the server refuses shows its message. */
export function BookingForm({ slug, page, slot, timeZone, onBooked, onTaken }: BookingFormProps) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '').trim();
    const answers = Object.fromEntries(page.questions.map((q) => [q.id, text(`answer-${q.id}`)]).filter(([, a]) => a));
    setSending(true);
    setError(null);
    try {
      onBooked(
        await book(slug, { startsAt: slot.startsAt, timeZone, name: text('name'), email: text('email'), answers }),
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 409) {
        onTaken((failure.details as { nextSlots?: Slot[] } | undefined)?.nextSlots ?? []);
      }
      setError(failure instanceof Error ? failure.message : 'The booking could not be sent');
    } finally {
      setSending(false);
    }
  };
  return (
    <form className="booking-form" onSubmit={submit} aria-label="Your details">
      <p>
        <strong>{whenIn(slot.startsAt, timeZone)}</strong> – {timeIn(slot.endsAt, timeZone)}
      </p>
      <label className="field">
        <span className="field__label">Your name</span>
        <input className="field__input" name="name" required maxLength={200} autoComplete="name" />
      </label>
      <label className="field">
        <span className="field__label">Email</span>
        <input className="field__input" name="email" type="email" required maxLength={254} autoComplete="email" />
      </label>
      {page.questions.map((q) => (
        <label key={q.id} className="field">
          <span className="field__label">
            {q.label}
            {q.required ? '' : ' (optional)'}
          </span>
          <input className="field__input" name={`answer-${q.id}`} required={q.required} maxLength={2000} />
        </label>
      ))}
      {error && <p role="alert">{error}</p>}
      <Button type="submit" variant="primary" busy={sending}>
        Confirm booking
      </Button>
    </form>
  );
}
