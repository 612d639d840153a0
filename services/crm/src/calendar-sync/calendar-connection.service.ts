import { AppError, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import { fieldError } from '../links/field-error';
import { busyBetween } from './calendar-busy.repository';
import { calDav } from './caldav-client';
import {
  connectionCounts,
  deleteConnection,
  findConnection,
  ownConnections,
  upsertConnection,
} from './calendar-connection.repository';
import { toCalendarConnection } from './calendar-connection.mapper';
import { type CalendarRuntime, userOf } from './calendar-runtime';

type Draft = RpcParsedRequest<'crm.calendar_sync.connect'>;
type SyncNow = (tenantId: string, id: string) => Promise<unknown>;

const maxBusyRangeMs = 62 * 86_400_000;

/** Connecting, syncing and forgetting a user's calendar, and reading its busy times. */
export function createCalendarConnectionService(rt: CalendarRuntime, syncNow: SyncNow) {
  const { uow, box } = rt;

  async function withCounts(tenantId: string, rows: Awaited<ReturnType<typeof ownConnections>>) {
    const counts = await uow.read(tenantId, (db) =>
      connectionCounts(
        db,
        rows.map((r) => r.id),
      ),
    );
    return rows.map((row) => toCalendarConnection(row, counts.get(row.id)));
  }

  /** The caller's own calendar, or not_found (another user's is never revealed). */
  async function ownConnection(ctx: RpcContext, id: string) {
    const { tenantId, userId } = userOf(ctx);
    const row = await uow.read(tenantId, (db) => findConnection(db, id));
    if (!row || row.owner_id !== userId) throw new AppError('not_found', 'No such calendar');
    return row;
  }

  return {
    /** Discovers the calendar with the credentials first; kept only when the server accepts them. */
    async connect(draft: Draft, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const found = await calDav({ serverUrl: draft.url, ...draft }, rt.caldav).discover();
      const calendarUrl = new URL(found.url, draft.url).toString();
      const row = await uow.withTenant(tenantId, (trx) =>
        upsertConnection(trx, {
          tenant_id: tenantId,
          owner_id: userId,
          server_url: draft.url,
          calendar_url: calendarUrl,
          calendar_name: typeof found.displayName === 'string' && found.displayName ? found.displayName : 'Calendar',
          username: draft.username,
          secret_sealed: box.seal(draft.password),
          status: 'connected',
        }),
      );
      // The first sync (appointments written, events read) runs now; its outcome is on the status.
      await syncNow(tenantId, row.id);
      return (await withCounts(tenantId, [(await uow.read(tenantId, (db) => findConnection(db, row.id))) ?? row]))[0]!;
    },

    async list(ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      return { items: await withCounts(tenantId, await uow.read(tenantId, (db) => ownConnections(db, userId))) };
    },

    async sync(id: string, ctx: RpcContext) {
      const row = await ownConnection(ctx, id);
      await syncNow(row.tenant_id, id);
      const updated = await uow.read(row.tenant_id, (db) => findConnection(db, id));
      if (!updated) throw new AppError('not_found', 'No such calendar');
      return (await withCounts(row.tenant_id, [updated]))[0]!;
    },

    async disconnect(id: string, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const deleted = await uow.withTenant(tenantId, (trx) => deleteConnection(trx, id, userId));
      if (!deleted.numDeletedRows) throw new AppError('not_found', 'No such calendar');
      return { ok: true as const };
    },

    /** The caller's busy blocks from their calendar overlapping [from, to) (at most about two months). */
    async busy({ from, to }: RpcParsedRequest<'crm.calendar_sync.busy'>, ctx: RpcContext) {
      const { tenantId, userId } = userOf(ctx);
      const [start, end] = [new Date(from), new Date(to)];
      if (end <= start) throw fieldError('to', 'must be after from');
      if (end.getTime() - start.getTime() > maxBusyRangeMs)
        throw fieldError('to', 'must be at most 62 days after from');
      const rows = await uow.read(tenantId, (db) => busyBetween(db, userId, start, end));
      return {
        items: rows.map((r) => ({
          startsAt: r.starts_at.toISOString(),
          endsAt: r.ends_at.toISOString(),
          title: r.title,
          calendarName: r.calendar_name,
        })),
      };
    },
  };
}
export type CalendarConnectionService = ReturnType<typeof createCalendarConnectionService>;
