import type { Appointment, ExternalBusyBlock } from '@smartcrm/contracts';
import clsx from 'clsx';
import { format, isToday, setHours } from 'date-fns';
import { useEffect, useRef } from 'react';
import { slotOf, startingOn } from '../utils/calendar-grid';
import { AppointmentChip } from './AppointmentChip';
import { BusyBlock } from './BusyBlock';

const hourPx = 48;
const hours = Array.from({ length: 24 }, (_, h) => h);

interface TimeGridViewProps {
  days: Date[];
  appointments: Appointment[];
  /** The user's own calendar's busy times, drawn behind the appointments. */
  busy: ExternalBusyBlock[];
  onCreate: (start: Date) => void;
}

const placed = (item: { startsAt: string; endsAt: string | null }) => {
  const { top, length } = slotOf(item);
  return { top: (top / 60) * hourPx, height: Math.max(20, (length / 60) * hourPx - 2) };
};

/** Week and day views: hour slots per day (a click schedules at that hour), events placed by time. */
export function TimeGridView({ days, appointments, busy, onCreate }: TimeGridViewProps) {
  const scroller = useRef<HTMLDivElement>(null);
  // Opens at 8 AM, or an hour before the range's earliest event when that is earlier.
  const firstHour = Math.min(8, ...appointments.map((a) => Math.max(0, Math.floor(slotOf(a).top / 60) - 1)));
  const rangeStart = days[0]?.getTime();
  useEffect(() => {
    if (rangeStart !== undefined) scroller.current?.scrollTo({ top: firstHour * hourPx });
  }, [rangeStart, firstHour]);
  return (
    <div className="timegrid" style={{ ['--days' as string]: days.length }}>
      <div className="timegrid__head">
        <span />
        {days.map((day) => (
          <span key={day.toISOString()} className={clsx('timegrid__day', isToday(day) && 'timegrid__day--today')}>
            {format(day, 'EEE d')}
          </span>
        ))}
      </div>
      <div className="timegrid__body" ref={scroller}>
        <div className="timegrid__hours">
          {hours.map((h) => (
            <span key={h} style={{ height: hourPx }}>
              {h === 0 ? '' : format(setHours(new Date(2000, 0, 1), h), 'h a')}
            </span>
          ))}
        </div>
        {days.map((day) => (
          <div key={day.toISOString()} className="timegrid__column" data-date={format(day, 'yyyy-MM-dd')}>
            {hours.map((h) => (
              <button
                key={h}
                type="button"
                className="timegrid__slot"
                style={{ height: hourPx }}
                aria-label={`Schedule on ${format(day, 'MMM d')} at ${format(setHours(day, h), 'h a')}`}
                onClick={() => onCreate(setHours(day, h))}
              />
            ))}
            {startingOn(busy, day).map((b) => (
              <BusyBlock key={`${b.startsAt}|${b.title}`} block={b} style={placed(b)} />
            ))}
            {startingOn(appointments, day).map((a) => (
              <AppointmentChip key={a.id} appointment={a} style={placed(a)} />
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
