import type { RpcHandlers } from '@smartcrm/kit';
import type { CalendarConnectionService } from './calendar-connection.service';

type CalendarSyncHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.calendar_sync.connect'
  | 'crm.calendar_sync.list'
  | 'crm.calendar_sync.sync'
  | 'crm.calendar_sync.disconnect'
  | 'crm.calendar_sync.busy'
>;

export function calendarSyncHandlers(calendars: CalendarConnectionService): CalendarSyncHandlers {
  return {
    'crm.calendar_sync.connect': (draft, ctx) => calendars.connect(draft, ctx),
    'crm.calendar_sync.list': (_query, ctx) => calendars.list(ctx),
    'crm.calendar_sync.sync': ({ id }, ctx) => calendars.sync(id, ctx),
    'crm.calendar_sync.disconnect': ({ id }, ctx) => calendars.disconnect(id, ctx),
    'crm.calendar_sync.busy': (query, ctx) => calendars.busy(query, ctx),
  };
}
