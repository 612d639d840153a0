import { format } from 'date-fns';

/** The viewer's own calendar date (YYYY-MM-DD): what "today" and "overdue" mean to them. */
export const localToday = (now = new Date()): string => format(now, 'yyyy-MM-dd');
