import { type RpcContext, WsDelivery, type WsServerMessage, wsUserSubject } from '@smartcrm/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signallingService } from '../../../services/signalling/src/app';
import { contextOf, startServiceForTest } from '../../support/service-harness';

type Signalling = Awaited<ReturnType<typeof startServiceForTest<'signalling', unknown, never>>>;
const decoder = new TextDecoder();

/**
 * signalling alone: calls rung, taken, refused and ended through its RPC methods, what each
 * person's tabs are told (over NATS, as a BFF hears it), and the call log it keeps.
 */
describe('signalling calls (service level)', () => {
  let signalling: Signalling;
  const tenant = crypto.randomUUID();
  const bffId = crypto.randomUUID();
  const person = (name: string) => {
    const ctx = contextOf(tenant, { userId: crypto.randomUUID(), role: 'wl_user' });
    return { ctx, id: ctx.actor!.userId, name, tab: crypto.randomUUID(), heard: [] as WsServerMessage[] };
  };
  const [ada, bob, cyd] = [person('Ada'), person('Bob'), person('Cyd')];

  beforeAll(async () => {
    signalling = (await startServiceForTest(signallingService, {
      CALL_RING_TIMEOUT_MS: '1500',
    })) as unknown as Signalling;
    // The people who may be called come from crm's member directory.
    await signalling.answer('crm.members.list', () => ({
      items: [ada, bob, cyd].map((p) => ({
        userId: p.id,
        name: p.name,
        email: `${p.name}@calls.test`,
        role: 'wl_user' as const,
      })),
    }));
    await signalling.call('signalling.bffs.heartbeat', { bffId }, ada.ctx);
    // Ada and Bob have a tab open; Cyd has none.
    for (const p of [ada, bob, cyd]) {
      const subscription = signalling.nc.subscribe(wsUserSubject(tenant, p.id));
      void (async () => {
        for await (const m of subscription) {
          // What the person's one tab hears, as the BFF holding it delivers.
          const delivery = WsDelivery.parse(JSON.parse(decoder.decode(m.data)));
          if (delivery.connectionId && delivery.connectionId !== p.tab) continue;
          if (delivery.exceptConnectionId === p.tab) continue;
          p.heard.push(delivery.message);
        }
      })();
    }
    for (const p of [ada, bob])
      await signalling.call('signalling.connections.open', { connectionId: p.tab, bffId }, p.ctx);
  });
  afterAll(() => signalling?.stop());

  const invite = (from: ReturnType<typeof person>, to: string[], callId = crypto.randomUUID()) =>
    signalling.call(
      'signalling.calls.invite',
      { callId, userIds: to, media: 'audio', group: false, connectionId: from.tab },
      from.ctx,
    );
  const command = (
    name: 'signalling.calls.accept' | 'signalling.calls.reject' | 'signalling.calls.hangup',
    by: ReturnType<typeof person>,
    callId: string,
  ) => signalling.call(name, { callId, connectionId: by.tab }, by.ctx);
  const heard = (p: ReturnType<typeof person>, type: WsServerMessage['type'], callId: string) =>
    p.heard.filter((m) => m.type === type && ('callId' in m ? m.callId : 'call' in m ? m.call.id : null) === callId);
  const logOf = async (ctx: RpcContext, callId: string) =>
    (await signalling.call('signalling.calls.log', { limit: 25 }, ctx)).items.find((e) => e.id === callId);

  it('rings the callee, connects when they answer, ends for both on hang-up and logs the call', async () => {
    const call = await invite(ada, [bob.id]);
    expect(call.status).toBe('ringing');
    await expect.poll(() => heard(bob, 'call.incoming', call.id)).toHaveLength(1);

    const taken = await signalling.call('signalling.calls.accept', { callId: call.id, connectionId: bob.tab }, bob.ctx);
    expect(taken.status).toBe('connected');
    expect(taken.participants.map((p) => p.state).sort()).toEqual(['joined', 'joined']);
    await expect
      .poll(() => heard(ada, 'call.updated', call.id).at(-1))
      .toMatchObject({ call: { status: 'connected' } });

    await command('signalling.calls.hangup', ada, call.id);
    for (const p of [ada, bob]) {
      await expect
        .poll(() => heard(p, 'call.ended', call.id))
        .toEqual([{ type: 'call.ended', callId: call.id, reason: 'hangup' }]);
    }
    await expect
      .poll(() => logOf(bob.ctx, call.id))
      .toMatchObject({ callerId: ada.id, outcome: 'completed', endReason: 'hangup' });
    // The call is over: nobody can hang it up again.
    await expect(command('signalling.calls.hangup', bob, call.id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('tells the caller a declined call was rejected, and logs it so', async () => {
    const call = await invite(ada, [bob.id]);
    await expect.poll(() => heard(bob, 'call.incoming', call.id)).toHaveLength(1);
    await command('signalling.calls.reject', bob, call.id);
    await expect.poll(() => heard(ada, 'call.ended', call.id)).toMatchObject([{ reason: 'rejected' }]);
    await expect.poll(() => logOf(ada.ctx, call.id)).toMatchObject({ outcome: 'rejected' });
  });

  it('ends a call nobody answers as no_answer once the ring time is over', async () => {
    const call = await invite(ada, [bob.id]);
    await expect
      .poll(() => heard(ada, 'call.ended', call.id), { timeout: 10_000 })
      .toMatchObject([{ reason: 'no_answer' }]);
    await expect.poll(() => logOf(ada.ctx, call.id)).toMatchObject({ outcome: 'no_answer' });
    await expect(command('signalling.calls.accept', bob, call.id)).rejects.toMatchObject({ code: 'conflict' });
  });

  it('refuses calls to oneself, to people outside the workspace and by someone not in the call', async () => {
    await expect(invite(ada, [ada.id])).rejects.toMatchObject({ code: 'bad_input' });
    await expect(invite(ada, [crypto.randomUUID()])).rejects.toMatchObject({ code: 'not_found' });
    const call = await invite(ada, [bob.id]);
    await expect(command('signalling.calls.accept', cyd, call.id)).rejects.toMatchObject({ code: 'forbidden' });
    await command('signalling.calls.hangup', ada, call.id);
  });

  it('ends at once, unringing, a call to someone with no tab open', async () => {
    const call = await invite(ada, [cyd.id]);
    expect(call.status).toBe('ended');
    expect(heard(cyd, 'call.incoming', call.id)).toEqual([]);
    await expect.poll(() => logOf(ada.ctx, call.id)).toMatchObject({ outcome: 'unavailable' });
  });
});
