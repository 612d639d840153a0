import type { RpcHandlers } from '@smartcrm/kit';
import type { AppointmentService } from './appointment.service';

type AppointmentHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.appointments.list'
  | 'crm.appointments.upcoming'
  | 'crm.appointments.get'
  | 'crm.appointments.create'
  | 'crm.appointments.update'
  | 'crm.appointments.delete'
  | 'crm.appointments.restore'
>;

export function appointmentHandlers(appointments: AppointmentService): AppointmentHandlers {
  return {
    'crm.appointments.list': (query, ctx) => appointments.list(query, ctx),
    'crm.appointments.upcoming': (query, ctx) => appointments.upcoming(query, ctx),
    'crm.appointments.get': ({ id }, ctx) => appointments.get(id, ctx),
    'crm.appointments.create': (input, ctx) => appointments.create(input, ctx),
    'crm.appointments.update': ({ id, patch }, ctx) => appointments.update(id, patch, ctx),
    'crm.appointments.delete': ({ id }, ctx) => appointments.remove(id, ctx),
    'crm.appointments.restore': ({ id }, ctx) => appointments.restore(id, ctx),
  };
}
