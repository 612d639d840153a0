import { AppError, type MeetingType, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { checkMember } from '../links/link-checks';
import { meetingTypeColumns, toMeetingType } from './booking.mapper';
import { deleteMeetingType, insertMeetingType, listMeetingTypes, updateMeetingType } from './meeting-type.repository';

type Input = RpcParsedRequest<'crm.meeting_types.create'>;

const notFound = () => new AppError('not_found', 'No such meeting type');

/** The unique slug per workspace, seen from a write: a conflict naming the field. */
async function refuseTakenSlug<T>(write: Promise<T>): Promise<T> {
  try {
    return await write;
  } catch (error) {
    const { code, constraint } = error as { code?: string; constraint?: string };
    if (code === '23505' && constraint === 'meeting_types_slug_idx') {
      throw new AppError('conflict', 'slug: another meeting type already uses this link', { field: 'slug' });
    }
    throw error;
  }
}

/** The team's meeting types: what each booking page offers, whose calendar it fills, when. */
export function createMeetingTypeService(uow: UnitOfWork<CrmDb>) {
  return {
    async list(ctx: RpcContext) {
      const rows = await uow.read(requireTenant(ctx), (db) => listMeetingTypes(db));
      return { items: rows.map(toMeetingType) };
    },

    async create(input: Input, ctx: RpcContext): Promise<MeetingType> {
      const tenantId = requireTenant(ctx);
      const row = await refuseTakenSlug(
        uow.withTenant(tenantId, async (trx) => {
          await checkMember(trx, input.hostUserId, 'hostUserId');
          return insertMeetingType(trx, { tenant_id: tenantId, ...meetingTypeColumns(input) });
        }),
      );
      return toMeetingType(row);
    },

    async update(id: string, input: Input, ctx: RpcContext): Promise<MeetingType> {
      const row = await refuseTakenSlug(
        uow.withTenant(requireTenant(ctx), async (trx) => {
          await checkMember(trx, input.hostUserId, 'hostUserId');
          return updateMeetingType(trx, id, meetingTypeColumns(input));
        }),
      );
      if (!row) throw notFound();
      return toMeetingType(row);
    },

    async remove(id: string, ctx: RpcContext) {
      const deleted = await uow.withTenant(requireTenant(ctx), (trx) => deleteMeetingType(trx, id));
      if (!deleted) throw notFound();
      return { id };
    },
  };
}
export type MeetingTypeService = ReturnType<typeof createMeetingTypeService>;
