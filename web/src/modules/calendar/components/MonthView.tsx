import type { Appointment, ExternalBusyBlock } from '@smartcrm/contracts';
import clsx from 'clsx';
import { format, isSameMonth, isToday, setHours } from 'date-fns';
import { startingOn, viewDays } from '../utils/calendar-grid';
import { AppointmentChip } from './AppointmentChip';
import { BusyBlock } from './BusyBlock';

const shown = 3;

interface MonthViewProps {
  anchor: Date;
  appointments: Appointment[];
  busy: ExternalBusyBlock[];
  onCreate: (start: Date) => void;
  onOpenDay: (day: Date) => void;
}

/**
 * Weeks of days. Each day's free space is one button that schedules at 9:00 that day; its date
 * opens the day view and its events open themselves.
 */
export function MonthView({ anchor, appointments, busy, onCreate, onOpenDay }: MonthViewProps) {
  const days = viewDays('month', anchor);
  return (
    <div className="month">
      {days.slice(0, 7).map((day) => (
        <div key={day.getDay()} className="month__weekday">
          {format(day, 'EEE')}
        </div>
      ))}
      {days.map((day) => {
        const items = startingOn(appointments, day);
        const blocks = startingOn(busy, day).slice(0, Math.max(0, shown - items.length));
        const hidden = items.length + startingOn(busy, day).length - Math.min(items.length, shown) - blocks.length;
        return (
          <div
            key={day.toISOString()}
            className={clsx('month__day', !isSameMonth(day, anchor) && 'month__day--outside')}
            data-date={format(day, 'yyyy-MM-dd')}
          >
            <button
              type="button"
              className="month__add"
              aria-label={`Schedule on ${format(day, 'EEEE, MMMM d')}`}
              onClick={() => onCreate(setHours(day, 9))}
            />
            <button
              type="button"
              className={clsx('month__date', isToday(day) && 'month__date--today')}
              aria-label={`Open ${format(day, 'EEEE, MMMM d')}`}
              onClick={() => onOpenDay(day)}
            >
              {format(day, 'd')}
            </button>
            {items.slice(0, shown).map((a) => (
              <AppointmentChip key={a.id} appointment={a} />
            ))}
            {blocks.map((b) => (
              <BusyBlock key={`${b.startsAt}|${b.title}`} block={b} />
            ))}
            {hidden > 0 && (
              <button type="button" className="link-button month__more" onClick={() => onOpenDay(day)}>
                +{hidden} more
              </button>
            )}
          </div>
        );
      })}
    </div>
  );
}
