import { AppError } from '@smartcrm/contracts';
import { decodeCursor, encodeCursor, type RpcHandlers, type UnitOfWork } from '@smartcrm/kit';
import type { SignallingConfig } from '../config';
import type { SignallingDb } from '../db/schema';
import { iceServersFor } from '../ice/ice-servers';
import type { PresenceStore } from '../presence/presence.store';
import type { CallStore } from './call-store';
import { actorOf, type CallService } from './call.service';
import { callLogPage } from './call-log.repository';
import { toLogEntries } from './call-log.mapper';

const ok = { ok: true } as const;

export function callHandlers(
  calls: CallService,
  store: CallStore,
  presence: PresenceStore,
  uow: UnitOfWork<SignallingDb>,
  config: SignallingConfig,
): RpcHandlers<'signalling'> {
  return {
    'signalling.calls.invite': (request, ctx) => calls.invite(request, ctx),
    'signalling.calls.accept': (request, ctx) => calls.accept(request, ctx),
    'signalling.calls.reject': async (request, ctx) => {
      await calls.reject(request, ctx);
      return ok;
    },
    'signalling.calls.cancel': async (request, ctx) => {
      await calls.cancel(request, ctx);
      return ok;
    },
    'signalling.calls.hangup': async (request, ctx) => {
      await calls.hangup(request, ctx);
      return ok;
    },
    'signalling.calls.add': (request, ctx) => calls.add(request, ctx),
    'signalling.calls.stats': async (request, ctx) => {
      await calls.stats(request, ctx);
      return ok;
    },
    'signalling.calls.log': async ({ after, limit }, ctx) => {
      const { tenantId, userId } = actorOf(ctx);
      const cursor = after ? decodeCursor(after, ['time', 'uuid']) : null;
      const page = await uow.read(tenantId, (db) =>
        callLogPage(db, userId, limit, cursor ? { startedAt: cursor[0] as string, callId: cursor[1] as string } : null),
      );
      const items = toLogEntries(page);
      const last = page.calls.length > limit ? page.calls[limit - 1] : undefined;
      return {
        items: items.slice(0, limit),
        nextCursor: last ? encodeCursor([last.started_at.toISOString(), last.id]) : null,
      };
    },
    'signalling.presence.list': async (_request, ctx) => {
      const { tenantId } = actorOf(ctx);
      const online = await presence.online(tenantId);
      const inCall = await store.userCalls(tenantId, online);
      return { items: online.map((userId, i) => ({ userId, online: true, inCallId: inCall[i] ?? null })) };
    },
    'signalling.ice_servers.get': async (_request, ctx) => iceServersFor(config, actorOf(ctx).userId),
    'signalling.connections.open': async ({ connectionId, bffId }, ctx) => {
      const { tenantId, userId } = actorOf(ctx);
      if (await presence.open(tenantId, userId, connectionId, bffId)) {
        const inCallId = await store.userCall(tenantId, userId);
        calls.announce(tenantId, { userId, online: true, inCallId });
      }
      return ok;
    },
    'signalling.connections.close': async ({ connectionId }, ctx) => {
      if (!ctx.tenantId) throw new AppError('bad_input', 'A socket belongs to a workspace');
      await calls.connectionClosed(ctx.tenantId, connectionId);
      return ok;
    },
    'signalling.bffs.heartbeat': async ({ bffId }) => {
      await presence.heartbeat(bffId);
      return ok;
    },
  };
}
