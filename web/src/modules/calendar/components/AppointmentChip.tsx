import type { Appointment } from '@smartcrm/contracts';
import clsx from 'clsx';
import { format, parseISO } from 'date-fns';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';

/** An appointment on the calendar: its time and title, linking to /appointments/:id. */
export function AppointmentChip({ appointment, style }: { appointment: Appointment; style?: CSSProperties }) {
  return (
    <Link
      to={`/appointments/${appointment.id}`}
      className={clsx('appt-chip', `appt-chip--${appointment.type}`, `appt-chip--${appointment.status}`)}
      style={style}
      title={appointment.title}
      data-testid="appointment-chip"
    >
      <span className="appt-chip__time">{format(parseISO(appointment.startsAt), 'h:mm a')}</span>{' '}
      <span className="appt-chip__title">{appointment.title}</span>
    </Link>
  );
}
