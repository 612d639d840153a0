import { AppError, type Appointment, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { checkMember, checkRecordLinks } from '../links/link-checks';
import { toAppointment } from './appointment.mapper';
import { findAppointment, updateAppointment } from './appointment.repository';
import { changedAppointmentFields, checkTimes, toAppointmentColumns } from './appointment-columns';

type Patch = RpcParsedRequest<'crm.appointments.update'>['patch'];

/** Unknown, deleted, hidden and other tenants' appointments all read the same: not found. */
export const appointmentNotFound = () => new AppError('not_found', 'No such appointment');

export function createAppointmentChanges(uow: UnitOfWork<CrmDb>) {
  return {
    /** Saves what changed against the version the editor read; a newer one is a conflict carrying it. */
    async update(id: string, patch: Patch, ctx: RpcContext): Promise<Appointment> {
      const tenantId = requireTenant(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const current = await findAppointment(trx, id, viewerOf(ctx), { lock: true });
        if (!current) throw appointmentNotFound();
        if (current.version !== patch.version) {
          throw new AppError('conflict', 'Someone else changed this appointment since you opened it', {
            current: toAppointment(current),
          });
        }
        const values = toAppointmentColumns(patch);
        checkTimes(
          values.starts_at ?? current.starts_at,
          values.ends_at === undefined ? current.ends_at : values.ends_at,
        );
        await checkRecordLinks(trx, patch);
        await checkMember(trx, patch.ownerId, 'ownerId');
        const changed = changedAppointmentFields(current, values);
        if (changed.length === 0) return current;
        const updated = await updateAppointment(trx, id, values);
        emit({
          type: 'crm.appointment.updated',
          tenantId,
          data: { appointmentId: id, changed, version: updated.version },
        });
        return updated;
      });
      return toAppointment(row);
    },
  };
}
