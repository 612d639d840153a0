import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { format } from 'date-fns';
import { ChevronLeft, ChevronRight, Plus } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { useAppointmentRealtime } from '../hooks/useAppointmentRealtime';
import { useCalendarParams } from '../hooks/useCalendarParams';
import { externalBusyQuery, rangeQuery } from '../queries';
import { calendarViews, stepDate, viewDays, viewRange, viewTitle } from '../utils/calendar-grid';
import { MonthView } from './MonthView';
import { TimeGridView } from './TimeGridView';
import { CalendarSyncSummary } from './CalendarSyncSummary';
import { UpcomingAppointments } from './UpcomingAppointments';
import '../calendar.css';

/** /calendar and /appointments: month, week and day views of the appointments, and the upcoming list. */
export function CalendarPage() {
  const { view, anchor, go } = useCalendarParams();
  const navigate = useNavigate();
  const { from, to } = viewRange(view, anchor);
  const appointments = useQuery(rangeQuery(from, to));
  // The user's own calendar's busy times: none without a connected calendar, and never in the way.
  const busy = useQuery(externalBusyQuery(from, to)).data ?? [];
  useAppointmentRealtime();
  const create = (start: Date) =>
    navigate(`/appointments/new?start=${encodeURIComponent(format(start, "yyyy-MM-dd'T'HH:mm"))}`);

  return (
    <section className="page calendar-page" aria-labelledby="page-title">
      <header className="page__header">
        <div>
          <h1 id="page-title" className="page__title">
            Calendar
          </h1>
          <p className="page__subtitle">{viewTitle(view, anchor)}</p>
        </div>
        <div className="page__actions">
          <div className="calendar-nav">
            <Button size="sm" onClick={() => go({ date: new Date() })}>
              Today
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Previous ${view}`}
              onClick={() => go({ date: stepDate(view, anchor, -1) })}
            >
              <ChevronLeft aria-hidden size={16} />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Next ${view}`}
              onClick={() => go({ date: stepDate(view, anchor, 1) })}
            >
              <ChevronRight aria-hidden size={16} />
            </Button>
          </div>
          <fieldset className="segmented" aria-label="Calendar view">
            {calendarViews.map((v) => (
              <button
                key={v}
                type="button"
                className={clsx('segmented__option', view === v && 'segmented__option--on')}
                aria-pressed={view === v}
                onClick={() => go({ view: v })}
              >
                {v[0]!.toUpperCase() + v.slice(1)}
              </button>
            ))}
          </fieldset>
          <Button variant="primary" onClick={() => navigate('/appointments/new')}>
            <Plus aria-hidden size={16} /> New appointment
          </Button>
        </div>
      </header>
      <div className="calendar-layout">
        <div className="calendar-main">
          {appointments.isError ? (
            <p className="form-error" role="alert">
              Could not load the calendar. <Button onClick={() => void appointments.refetch()}>Try again</Button>
            </p>
          ) : !appointments.data ? (
            <PageSpinner label="Loading the calendar" />
          ) : view === 'month' ? (
            <MonthView
              anchor={anchor}
              appointments={appointments.data}
              busy={busy}
              onCreate={create}
              onOpenDay={(day) => go({ view: 'day', date: day })}
            />
          ) : (
            <TimeGridView
              days={viewDays(view, anchor)}
              appointments={appointments.data}
              busy={busy}
              onCreate={create}
            />
          )}
        </div>
        <aside className="calendar-side">
          <CalendarSyncSummary />
          <UpcomingAppointments />
        </aside>
      </div>
    </section>
  );
}
