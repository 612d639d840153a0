import { consumeEvents, type ServiceDeps, stableUuid } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmConfig } from '../config';
import type { CrmDb } from '../db/schema';
import { type ConfirmationFacts, confirmationMail } from './booking-mail';

/** What the confirmation says, from the booking, its type and its host; none once it has no link to give. */
async function confirmationFacts(db: Kysely<CrmDb>, bookingId: string): Promise<ConfirmationFacts | null> {
  const row = await db
    .selectFrom('bookings as b')
    .innerJoin('meeting_types as t', (join) =>
      join.onRef('t.tenant_id', '=', 'b.tenant_id').onRef('t.id', '=', 'b.meeting_type_id'),
    )
    .leftJoin('members as m', (join) =>
      join.onRef('m.tenant_id', '=', 'b.tenant_id').onRef('m.user_id', '=', 'b.host_user_id'),
    )
    .select([
      'b.appointment_id',
      'b.name',
      'b.email',
      'b.time_zone',
      'b.starts_at',
      'b.ends_at',
      'b.token',
      'b.link_base',
      't.name as meeting_name',
      't.description',
      'm.name as host_name',
      'm.email as host_email',
    ])
    .where('b.id', '=', bookingId)
    .executeTakeFirst();
  if (!row?.link_base) return null;
  return {
    appointmentId: row.appointment_id,
    meetingName: row.meeting_name,
    description: row.description,
    host: { name: row.host_name ?? 'your host', email: row.host_email ?? row.email },
    visitor: { name: row.name, email: row.email, timeZone: row.time_zone },
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    token: row.token,
    linkBase: row.link_base,
  };
}

/**
 * Each booking's confirmation goes to its visitor once: through identity's system mail outbox
 * under an id made of the booking's, so a redelivered event queues nothing twice.
 */
export async function startBookingConfirmations({ nc, uow, rpc, log, shutdown }: ServiceDeps<CrmDb, CrmConfig>) {
  const consumer = await consumeEvents(
    nc,
    'crm',
    'crm.booking.created',
    async (event) => {
      const { bookingId } = event.data;
      const facts = await uow.read(event.tenantId, (db) => confirmationFacts(db, bookingId));
      if (!facts) return;
      await rpc.call(
        'identity.mail.queue',
        { id: stableUuid(bookingId, 'booking-confirmation'), ...confirmationMail(facts) },
        { tenantId: event.tenantId, actor: null, requestId: event.id },
      );
    },
    log,
  );
  shutdown.add('booking confirmations', consumer.stop);
}
