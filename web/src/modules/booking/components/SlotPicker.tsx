import type { Slot } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { slotsQuery } from '../queries';
import { dayAfterToday, dayLabel, timeIn } from '../utils/visitor-zone';

const daysShown = 7;

interface SlotPickerProps {
  slug: string;
  timeZone: string;
  selected: string | null;
  onPick: (slot: Slot) => void;
}

/** A week of the visitor's days, each with its free times in their zone; earlier and later weeks by button. */
export function SlotPicker({ slug, timeZone, selected, onPick }: SlotPickerProps) {
  const [week, setWeek] = useState(0);
  const from = dayAfterToday(week * daysShown, timeZone);
  const to = dayAfterToday(week * daysShown + daysShown - 1, timeZone);
  const slots = useQuery({ ...slotsQuery(slug, from, to, timeZone), placeholderData: (previous) => previous });
  return (
    <section className="booking-slots" aria-label="Pick a time">
      <div className="booking-slots__nav">
        <Button size="sm" disabled={week === 0} onClick={() => setWeek(week - 1)}>
          Earlier
        </Button>
        <span>
          {dayLabel(from)} – {dayLabel(to)}
        </span>
        <Button size="sm" onClick={() => setWeek(week + 1)}>
          Later
        </Button>
      </div>
      {slots.isPending && <Spinner label="Loading free times" />}
      {slots.isError && <p role="alert">The free times could not be loaded.</p>}
      {slots.data && (
        <div className="booking-slots__days">
          {slots.data.days.map((day) => (
            <fieldset key={day.date} className="booking-slots__day">
              <legend>{dayLabel(day.date)}</legend>
              {day.slots.length === 0 && <p className="field__hint">No times</p>}
              {day.slots.map((slot) => (
                <Button
                  key={slot.startsAt}
                  size="sm"
                  variant={selected === slot.startsAt ? 'primary' : 'secondary'}
                  aria-pressed={selected === slot.startsAt}
                  onClick={() => onPick(slot)}
                >
                  {timeIn(slot.startsAt, timeZone)}
                </Button>
              ))}
            </fieldset>
          ))}
        </div>
      )}
    </section>
  );
}
