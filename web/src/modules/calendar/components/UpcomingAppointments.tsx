import { defaultUpcomingLimit, upcomingAppointments } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CalendarClock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Spinner } from '../../../ui/Spinner';
import { useAppointmentRealtime } from '../hooks/useAppointmentRealtime';
import { useNow } from '../hooks/useNow';
import { upcomingQuery } from '../queries';
import { appointmentTypeLabels } from '../utils/appointment-form';
import '../calendar.css';

/**
 * Spec 001 §2.6: the next scheduled appointments (5 unless told), soonest first; the dashboard
 * reuses it. One that starts while the list is open drops off without a reload.
 */
export function UpcomingAppointments({ limit = defaultUpcomingLimit }: { limit?: number }) {
  const upcoming = useQuery(upcomingQuery(limit));
  const now = useNow();
  useAppointmentRealtime();
  const items = upcomingAppointments(upcoming.data ?? [], now, limit);
  return (
    <section className="card upcoming" aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className="card__title">
        Upcoming Appointments
      </h2>
      {upcoming.isError ? (
        <p className="form-error">Could not load appointments.</p>
      ) : !upcoming.data ? (
        <Spinner label="Loading appointments" />
      ) : items.length === 0 ? (
        <div className="upcoming__empty">
          <CalendarClock aria-hidden size={24} />
          <p>No upcoming appointments</p>
          <Link to="/appointments/new" className="button button--primary button--sm">
            Schedule Appointment
          </Link>
        </div>
      ) : (
        <ul className="upcoming__list">
          {items.map((a) => (
            <li key={a.id}>
              <Link to={`/appointments/${a.id}`} className="upcoming__item">
                <span className="upcoming__date">
                  <span>{format(parseISO(a.startsAt), 'MMM')}</span>
                  <strong>{format(parseISO(a.startsAt), 'd')}</strong>
                </span>
                <span className="upcoming__body">
                  <span className="upcoming__title">{a.title}</span>
                  <span className="muted">
                    {format(parseISO(a.startsAt), 'EEE h:mm a')} · {appointmentTypeLabels[a.type]}
                    {a.contactName ? ` · ${a.contactName}` : ''}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
