import { format, isValid, parseISO } from 'date-fns';
import { useSearchParams } from 'react-router-dom';
import { type CalendarView, calendarViews } from '../utils/calendar-grid';

/** The view and the day it shows live in the URL (?view=week&date=2026-03-18). */
export function useCalendarParams() {
  const [params, setParams] = useSearchParams();
  const view = (calendarViews.find((v) => v === params.get('view')) ?? 'month') as CalendarView;
  const parsed = params.get('date') ? parseISO(params.get('date')!) : new Date();
  const anchor = isValid(parsed) ? parsed : new Date();
  const go = (next: { view?: CalendarView; date?: Date }) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        search.set('view', next.view ?? view);
        search.set('date', format(next.date ?? anchor, 'yyyy-MM-dd'));
        return search;
      },
      { replace: true },
    );
  return { view, anchor, go };
}
