import {
  AppError,
  type Appointment,
  maxAppointmentRangeDays,
  type RpcContext,
  type RpcParsedRequest,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { fieldError } from '../links/field-error';
import { checkMember, checkRecordLinks } from '../links/link-checks';
import { toAppointment } from './appointment.mapper';
import {
  findAppointment,
  insertAppointment,
  listInRange,
  listUpcoming,
  restoreAppointment,
  softDeleteAppointment,
} from './appointment.repository';
import { checkTimes } from './appointment-columns';
import { appointmentNotFound, createAppointmentChanges } from './appointment-changes';

const dayMs = 86_400_000;

export function createAppointmentService(uow: UnitOfWork<CrmDb>) {
  return {
    ...createAppointmentChanges(uow),

    async list(query: RpcParsedRequest<'crm.appointments.list'>, ctx: RpcContext) {
      const from = new Date(query.from);
      const to = new Date(query.to);
      if (to <= from) throw fieldError('to', 'must be after from');
      if (to.getTime() - from.getTime() > maxAppointmentRangeDays * dayMs) {
        throw fieldError('to', `must be at most ${maxAppointmentRangeDays} days after from`);
      }
      const ownerId = query.owner === 'me' ? ctx.actor?.userId : query.owner;
      const rows = await uow.withTenant(requireTenant(ctx), (trx) =>
        listInRange(trx, { ...query, from, to, ownerId }, viewerOf(ctx)),
      );
      return { items: rows.map(toAppointment) };
    },

    async upcoming(query: RpcParsedRequest<'crm.appointments.upcoming'>, ctx: RpcContext) {
      const rows = await uow.withTenant(requireTenant(ctx), (trx) =>
        listUpcoming(trx, query.limit, query.contactId, viewerOf(ctx)),
      );
      return { items: rows.map(toAppointment) };
    },

    async get(id: string, ctx: RpcContext): Promise<Appointment> {
      const row = await uow.withTenant(requireTenant(ctx), (trx) => findAppointment(trx, id, viewerOf(ctx)));
      if (!row) throw appointmentNotFound();
      return toAppointment(row);
    },

    async create(input: RpcParsedRequest<'crm.appointments.create'>, ctx: RpcContext): Promise<Appointment> {
      const tenantId = requireTenant(ctx);
      const startsAt = new Date(input.startsAt);
      const endsAt = input.endsAt ? new Date(input.endsAt) : null;
      checkTimes(startsAt, endsAt);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        await checkRecordLinks(trx, input);
        await checkMember(trx, input.ownerId, 'ownerId');
        const created = await insertAppointment(trx, {
          tenant_id: tenantId,
          title: input.title,
          description: input.description ?? null,
          type: input.type,
          status: input.status,
          starts_at: startsAt,
          ends_at: endsAt,
          location: input.location ?? null,
          meeting_url: input.meetingUrl ?? null,
          contact_id: input.contactId ?? null,
          deal_id: input.dealId ?? null,
          owner_id: input.ownerId ?? ctx.actor?.userId ?? null,
        });
        emit({
          type: 'crm.appointment.created',
          tenantId,
          data: {
            appointmentId: created.id,
            title: created.title,
            type: created.type,
            status: created.status,
            startsAt: created.starts_at.toISOString(),
            endsAt: created.ends_at?.toISOString() ?? null,
            contactId: created.contact_id,
            dealId: created.deal_id,
            ownerId: created.owner_id,
          },
        });
        return created;
      });
      return toAppointment(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const deleted = await uow.withTenant(tenantId, async (trx, emit) => {
        const result = await softDeleteAppointment(trx, id, viewerOf(ctx));
        if (result) emit({ type: 'crm.appointment.deleted', tenantId, data: { appointmentId: id } });
        return result;
      });
      if (!deleted?.deleted_at) throw appointmentNotFound();
      return { id: deleted.id, deletedAt: deleted.deleted_at.toISOString() };
    },

    async restore(id: string, ctx: RpcContext): Promise<Appointment> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const restored = await restoreAppointment(trx, id, viewerOf(ctx));
        if (restored) emit({ type: 'crm.appointment.restored', tenantId, data: { appointmentId: id } });
        return restored;
      });
      if (!row) throw new AppError('not_found', 'No deleted appointment to restore (undo lasts 30 days)');
      return toAppointment(row);
    },
  };
}
export type AppointmentService = ReturnType<typeof createAppointmentService>;
