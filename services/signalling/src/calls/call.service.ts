import { AppError, type Presence, type RpcContext, type RpcParsedRequest } from '@smartcrm/contracts';
import type { Logger, UnitOfWork } from '@smartcrm/kit';
import type { SignallingConfig } from '../config';
import type { SignallingDb } from '../db/schema';
import type { MemberDirectory } from '../directory/member-directory';
import type { PresenceStore } from '../presence/presence.store';
import type { Deliverer } from './call-delivery';
import { insertCallLog, type QualitySampleRow } from './call-log.repository';
import {
  acceptCall,
  addToCall,
  cancelCall,
  leaveCall,
  publicCall,
  rejectCall,
  ringingGone,
  startCall,
  timeOutCall,
} from './call-machine';
import type { CallRecord, Invitee, Transition } from './call-record';
import type { CallStore } from './call-store';

export interface CallServiceDeps {
  store: CallStore;
  presence: PresenceStore;
  directory: MemberDirectory;
  deliver: Deliverer;
  uow: UnitOfWork<SignallingDb>;
  config: SignallingConfig;
  log: Logger;
}

/** Someone rung by this call was taken by another call meanwhile: look again at who is busy. */
class PersonTaken extends AppError {
  constructor() {
    super('conflict', 'Someone in this call is now in another call');
  }
}

/** Runs an invitation again while people it rings are taken by crossing calls (they then count as busy). */
async function retryWhileTaken<T>(attempt: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof PersonTaken) || i === 3) throw error;
    }
  }
}

const isActive = (state: string) => state === 'joined' || state === 'ringing' || state === 'invited';

export function actorOf(ctx: RpcContext) {
  if (!ctx.tenantId || !ctx.actor) throw new AppError('unauthenticated', 'Sign in to make calls');
  return { tenantId: ctx.tenantId, userId: ctx.actor.userId };
}

/**
 * Call commands: read the call from Redis, apply a transition of the state machine, write it back
 * only if no other instance changed it meanwhile (else read again), then tell the tabs.
 */
export function createCallService(deps: CallServiceDeps) {
  const { store, presence, directory, deliver, config, log } = deps;

  async function change(
    tenantId: string,
    callId: string,
    transition: (call: CallRecord | null) => Transition | null,
  ): Promise<CallRecord | null> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const before = await store.get(tenantId, callId);
      const result = transition(before);
      if (!result) return before;
      const saved = await store.save(result.call, before?.version ?? 0);
      if (saved === 'stale') continue;
      if (saved === 'taken') throw new PersonTaken();
      await afterChange(before, result);
      return result.call;
    }
    throw new AppError('conflict', 'The call is changing too fast; try again');
  }

  function existing(call: CallRecord | null): CallRecord {
    if (!call) throw new AppError('not_found', 'No such call');
    if (call.status === 'ended') throw new AppError('conflict', 'This call has ended');
    return call;
  }

  async function afterChange(before: CallRecord | null, { call, notices }: Transition) {
    deliver.notify(call, notices);
    if (before?.ringDeadline !== call.ringDeadline) await store.setDeadline(call);
    const wasIn = new Set(before?.participants.filter((p) => isActive(p.state)).map((p) => p.userId));
    for (const p of call.participants) {
      const isIn = call.status !== 'ended' && isActive(p.state);
      if (isIn === wasIn.has(p.userId)) continue;
      const online = await presence.isOnline(call.tenantId, p.userId);
      deliver.presence(call.tenantId, { userId: p.userId, online, inCallId: isIn ? call.id : null });
    }
    if (call.status === 'ended') await writeLog(call);
  }

  async function writeLog(call: CallRecord) {
    try {
      const samples = (await store.takeStats(call.tenantId, call.id)) as QualitySampleRow[];
      await deps.uow.withTenant(call.tenantId, (trx) => insertCallLog(trx, call, samples));
    } catch (error) {
      log.error({ err: error, callId: call.id }, 'call log write failed');
    }
  }

  async function invitees(tenantId: string, userIds: string[], ctx: RpcContext): Promise<Invitee[]> {
    const people = await directory.people(tenantId, userIds, ctx);
    const calls = await store.userCalls(tenantId, userIds);
    return Promise.all(
      people.map(async (person, i) => ({
        userId: person.userId,
        name: person.name,
        email: person.email,
        online: await presence.isOnline(tenantId, person.userId),
        busy: Boolean(calls[i]),
      })),
    );
  }

  const now = () => new Date();

  return {
    async invite(request: RpcParsedRequest<'signalling.calls.invite'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      const [caller] = await directory.people(tenantId, [userId], ctx);
      const refuseIfInCall = async () => {
        const current = await store.userCall(tenantId, userId);
        if (current && current !== request.callId) throw new AppError('conflict', 'You are already in a call');
      };
      const call = await retryWhileTaken(async () => {
        await refuseIfInCall();
        const people = await invitees(tenantId, request.userIds, ctx);
        // Two people calling each other at once: the other's call claims both of them in one step,
        // so if it made someone here busy it has taken this caller too. Looking again refuses this
        // invitation, instead of ending it as "busy" while the caller is being rung.
        if (people.some((p) => p.busy)) await refuseIfInCall();
        return change(tenantId, request.callId, (before) => {
          if (before) throw new AppError('conflict', 'This call id is taken');
          return startCall({
            id: request.callId,
            tenantId,
            caller: {
              userId,
              name: caller?.name ?? '',
              email: caller?.email ?? '',
              connectionId: request.connectionId,
            },
            invitees: people,
            media: request.media,
            group: request.group,
            now: now(),
            ringTimeoutMs: config.CALL_RING_TIMEOUT_MS,
          });
        });
      });
      return publicCall(call as CallRecord);
    },

    async accept(request: RpcParsedRequest<'signalling.calls.accept'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      const call = await change(tenantId, request.callId, (c) =>
        acceptCall(existing(c), userId, request.connectionId, now()),
      );
      return publicCall(call as CallRecord);
    },

    async reject(request: RpcParsedRequest<'signalling.calls.reject'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      await change(tenantId, request.callId, (c) => rejectCall(existing(c), userId, now()));
    },

    async cancel(request: RpcParsedRequest<'signalling.calls.cancel'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      await change(tenantId, request.callId, (c) => cancelCall(existing(c), userId, now()));
    },

    async hangup(request: RpcParsedRequest<'signalling.calls.hangup'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      await change(tenantId, request.callId, (c) => {
        const call = existing(c);
        const me = call.participants.find((p) => p.userId === userId);
        if (me?.connectionId && me.connectionId !== request.connectionId) {
          throw new AppError('forbidden', 'The call is on another tab');
        }
        return leaveCall(call, userId, 'hangup', now());
      });
    },

    async add(request: RpcParsedRequest<'signalling.calls.add'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      const call = await retryWhileTaken(async () => {
        const people = await invitees(tenantId, request.userIds, ctx);
        return change(tenantId, request.callId, (c) =>
          addToCall(existing(c), userId, people, now(), config.CALL_RING_TIMEOUT_MS),
        );
      });
      return publicCall(call as CallRecord);
    },

    async stats(request: RpcParsedRequest<'signalling.calls.stats'>, ctx: RpcContext) {
      const { tenantId, userId } = actorOf(ctx);
      const call = existing(await store.get(tenantId, request.callId));
      const me = call.participants.find((p) => p.userId === userId);
      if (me?.state !== 'joined' || me.connectionId !== request.connectionId) {
        throw new AppError('forbidden', 'You are not in this call');
      }
      const { callId: _c, connectionId: _t, ...sample } = request;
      await store.addStats(tenantId, call.id, { ...sample, userId, at: new Date().toISOString() });
    },

    /** Tells the tenant's tabs that a user came online. */
    announce: (tenantId: string, state: Presence) => deliver.presence(tenantId, state),

    /**
     * A tab's socket is gone: its call ends for the others with 'disconnected'; a user rung on no
     * tab any more stops ringing for the caller (unavailable) rather than at the time-out.
     */
    async connectionClosed(tenantId: string, connectionId: string) {
      const closed = await presence.close(tenantId, connectionId);
      if (!closed) return;
      const callId = await store.userCall(tenantId, closed.userId);
      if (callId) {
        await change(tenantId, callId, (c) => {
          const me = c?.participants.find((p) => p.userId === closed.userId);
          if (!c || c.status === 'ended') return null;
          if (me?.state === 'joined' && me.connectionId === connectionId) {
            return leaveCall(c, closed.userId, 'disconnected', now());
          }
          return me?.state === 'ringing' && closed.offline ? ringingGone(c, closed.userId, now()) : null;
        });
      }
      if (closed.offline) deliver.presence(tenantId, { userId: closed.userId, online: false, inCallId: null });
    },

    /** Ringing that ran out, on whichever instance claims the deadline first. */
    async timeOut(tenantId: string, callId: string) {
      const call = await change(tenantId, callId, (c) => (c && c.status !== 'ended' ? timeOutCall(c, now()) : null));
      // The deadline moved (someone was added meanwhile): keep watching it.
      if (call && call.status !== 'ended' && call.ringDeadline !== null) await store.setDeadline(call);
    },
  };
}
export type CallService = ReturnType<typeof createCallService>;
