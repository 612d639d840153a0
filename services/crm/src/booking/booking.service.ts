import {
  AppError,
  maxSlotQueryDays,
  type PublicBooking,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { type Emit, type PlanCache, requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import { newPublicToken } from '../links/public-token';
import { insertAppointment, updateAppointment } from '../appointments/appointment.repository';
import type { CrmDb } from '../db/schema';
import { fieldError } from '../links/field-error';
import { bookingContact, checkAnswers } from './booking-contact';
import { toPublicBooking, toPublicMeetingType } from './booking.mapper';
import { type BookingRow, findBookingByToken, insertBooking, lockHost, updateBooking } from './booking.repository';
import { claimSlot, slotsOf } from './booking-slots';
import { findActiveBySlug, findBookedType, type MeetingTypeRow } from './meeting-type.repository';
import { dayIn, slotsByVisitorDay, visitorRange } from './slots';

type Book = RpcParsedRequest<'crm.bookings.book'>;
type Db = Kysely<CrmDb>;

const dayMs = 86_400_000;
const noPage = () => new AppError('not_found', 'No such booking page');
const noBooking = () => new AppError('not_found', 'This booking link is not valid');

async function typeBySlug(db: Db, slug: string) {
  const type = await findActiveBySlug(db, slug);
  if (!type) throw noPage();
  return type;
}

/** The facts every booking event carries. */
const factsOf = (row: BookingRow) => ({
  bookingId: row.id,
  meetingTypeId: row.meeting_type_id,
  appointmentId: row.appointment_id,
  contactId: row.contact_id,
  hostUserId: row.host_user_id,
  startsAt: row.starts_at.toISOString(),
  endsAt: row.ends_at.toISOString(),
});

/** The booking a link's token names, locked, with its type; a cancelled or started one cannot change. */
async function changeableBooking(trx: Db, token: string) {
  const booking = await findBookingByToken(trx, token, { lock: true });
  if (!booking) throw noBooking();
  const type = await findBookedType(trx, booking.meeting_type_id);
  if (!type) throw noBooking();
  if (booking.status === 'cancelled') throw new AppError('conflict', 'This booking is already cancelled');
  if (booking.starts_at <= new Date()) throw new AppError('conflict', 'This meeting has already started');
  return { booking, type };
}

/** Moves or cancels the booking's appointment and announces the change on the calendar. */
async function changeAppointment(trx: Db, emit: Emit, tenantId: string, booking: BookingRow, values: object) {
  const updated = await updateAppointment(trx, booking.appointment_id, values);
  const changed = Object.keys(values).map((column) => ({ starts_at: 'startsAt', ends_at: 'endsAt' })[column] ?? column);
  emit({
    type: 'crm.appointment.updated',
    tenantId,
    data: { appointmentId: updated.id, changed, version: updated.version },
  });
}

/**
 * Booking pages: a visitor books a free slot of a meeting type without signing in. Each booking
 * holds its host (lockHost) from checking the slot to committing, so two visitors never get the
 * same time; the contact, the host's appointment and the booking are one transaction.
 */
export function createBookingService(uow: UnitOfWork<CrmDb>, plans: PlanCache) {
  return {
    async meetingType(slug: string, ctx: RpcContext) {
      return toPublicMeetingType(await uow.read(requireTenant(ctx), (db) => typeBySlug(db, slug)));
    },

    async slots({ slug, query }: RpcParsedRequest<'crm.bookings.slots'>, ctx: RpcContext) {
      if (query.to < query.from) throw fieldError('to', 'must not be before from');
      const { from, to } = visitorRange(query.timeZone, query.from, query.to);
      if (to.getTime() - from.getTime() > (maxSlotQueryDays + 1) * dayMs) {
        throw fieldError('to', `must be at most ${maxSlotQueryDays} days after from`);
      }
      const slots = await uow.read(requireTenant(ctx), async (db) =>
        slotsOf(db, await typeBySlug(db, slug), { from, to, now: new Date() }),
      );
      return { timeZone: query.timeZone, days: slotsByVisitorDay(slots, query.timeZone, query.from, query.to) };
    },

    async book({ slug, booking, linkBase }: Book, ctx: RpcContext): Promise<PublicBooking> {
      const tenantId = requireTenant(ctx);
      const { contacts: contactQuota } = (await plans.of(tenantId)).quotas;
      return uow.withTenant(tenantId, async (trx, emit) => {
        const type = await typeBySlug(trx, slug);
        checkAnswers(type.questions, booking.answers);
        await lockHost(trx, type.host_user_id);
        const slot = await claimSlot(trx, type, new Date(booking.startsAt));
        const contactId = await bookingContact(
          trx,
          emit,
          tenantId,
          { questions: type.questions, hostUserId: type.host_user_id, contactQuota },
          booking,
        );
        const appointment = await insertAppointment(trx, {
          tenant_id: tenantId,
          title: `${type.name} with ${booking.name}`,
          description: answersText(type, booking.answers),
          type: 'other',
          starts_at: slot.start,
          ends_at: slot.end,
          location: null,
          meeting_url: null,
          contact_id: contactId,
          deal_id: null,
          owner_id: type.host_user_id,
        });
        emit({
          type: 'crm.appointment.created',
          tenantId,
          data: {
            appointmentId: appointment.id,
            title: appointment.title,
            type: appointment.type,
            status: appointment.status,
            startsAt: appointment.starts_at.toISOString(),
            endsAt: appointment.ends_at?.toISOString() ?? null,
            contactId,
            dealId: null,
            ownerId: appointment.owner_id,
          },
        });
        const row = await insertBooking(trx, {
          tenant_id: tenantId,
          meeting_type_id: type.id,
          appointment_id: appointment.id,
          contact_id: contactId,
          host_user_id: type.host_user_id,
          starts_at: slot.start,
          ends_at: slot.end,
          host_day: dayIn(slot.start, type.time_zone),
          name: booking.name,
          email: booking.email,
          time_zone: booking.timeZone,
          answers: JSON.stringify(booking.answers),
          token: newPublicToken(),
          link_base: linkBase ?? null,
        });
        emit({
          type: 'crm.booking.created',
          tenantId,
          data: { ...factsOf(row), email: row.email, name: row.name, timeZone: row.time_zone },
        });
        return toPublicBooking(row, type);
      });
    },

    async get(token: string, ctx: RpcContext): Promise<PublicBooking> {
      return uow.read(requireTenant(ctx), async (db) => {
        const booking = await findBookingByToken(db, token);
        const type = booking && (await findBookedType(db, booking.meeting_type_id));
        if (!booking || !type) throw noBooking();
        return toPublicBooking(booking, type);
      });
    },

    async cancel(token: string, ctx: RpcContext): Promise<PublicBooking> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const { booking, type } = await changeableBooking(trx, token);
        await changeAppointment(trx, emit, tenantId, booking, { status: 'cancelled' });
        const row = await updateBooking(trx, booking.id, { status: 'cancelled' });
        emit({ type: 'crm.booking.cancelled', tenantId, data: factsOf(row) });
        return toPublicBooking(row, type);
      });
    },

    async reschedule({ token, change }: RpcParsedRequest<'crm.bookings.reschedule'>, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        const { booking, type } = await changeableBooking(trx, token);
        await lockHost(trx, type.host_user_id);
        const moving = { appointmentId: booking.appointment_id, bookingId: booking.id };
        const slot = await claimSlot(trx, type, new Date(change.startsAt), moving);
        await changeAppointment(trx, emit, tenantId, booking, { starts_at: slot.start, ends_at: slot.end });
        const row = await updateBooking(trx, booking.id, {
          starts_at: slot.start,
          ends_at: slot.end,
          host_day: dayIn(slot.start, type.time_zone),
          time_zone: change.timeZone,
        });
        emit({ type: 'crm.booking.rescheduled', tenantId, data: factsOf(row) });
        return toPublicBooking(row, type);
      });
    },
  };
}
export type BookingService = ReturnType<typeof createBookingService>;

/** The visitor's answers, one "question: answer" line each, for the host's appointment. */
function answersText(type: MeetingTypeRow, answers: Record<string, string>): string | null {
  const lines = type.questions.filter((q) => answers[q.id]).map((q) => `${q.label}: ${answers[q.id]}`);
  return lines.length ? lines.join('\n') : null;
}
