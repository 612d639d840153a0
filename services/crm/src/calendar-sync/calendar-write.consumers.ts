import type { EventType } from '@smartcrm/contracts';
import { consumeEvents, type Shutdown } from '@smartcrm/kit';
import type { NatsConnection } from 'nats';
import type { CalendarRuntime } from './calendar-runtime';
import { writeAppointment } from './calendar-writer';

const appointmentFacts = [
  'crm.appointment.created',
  'crm.appointment.updated',
  'crm.appointment.deleted',
  'crm.appointment.restored',
] as const satisfies readonly EventType[];

/**
 * After each committed change of an appointment, its owner's calendar is brought in step. A
 * calendar that fails is marked failing and not retried here: the sync loop writes what it lacks
 * on its next round, so a remote outage never holds up (or loses) the CRM's appointments.
 */
export async function startCalendarWriteConsumers(nc: NatsConnection, rt: CalendarRuntime, shutdown: Shutdown) {
  for (const type of appointmentFacts) {
    const consumer = await consumeEvents(
      nc,
      'crm',
      type,
      async (event) => {
        await writeAppointment(rt, event.tenantId, event.data.appointmentId).catch((error: unknown) => {
          rt.log.warn(
            { err: error, appointmentId: event.data.appointmentId },
            'appointment not written to the calendar yet',
          );
        });
      },
      rt.log,
      // The timeline's consumer of the same types is crm's too: this one sees every event as well.
      { purpose: 'calendar_sync' },
    );
    shutdown.add(`calendar writes on ${type}`, consumer.stop);
  }
}
