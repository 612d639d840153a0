import { describe, expect, inject, it } from 'vitest';
import { type ApiClient, signUpWorkspace } from '../support/api-client';
import { openTab, type Tab, team } from '../support/call-team';

const offer = { kind: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 127.0.0.1\r\n' };
const answer = { kind: 'answer', sdp: 'v=0\r\no=- 3 4 IN IP4 127.0.0.1\r\n' };
const candidate = { kind: 'ice', candidate: { candidate: 'candidate:1 1 udp 1 127.0.0.1 5000 typ host', sdpMid: '0' } };

/** A calls B and B takes it on `bTab`; returns the call id once both see it connected. */
async function connect(aTab: Tab, bTab: Tab, bId: string, media = 'video') {
  const callId = crypto.randomUUID();
  aTab.send({ type: 'call.invite', callId, userIds: [bId], media });
  await bTab.take('call.incoming', (m) => m.call.id === callId);
  bTab.send({ type: 'call.accept', callId });
  await aTab.take('call.updated', (m) => m.call.status === 'connected');
  await bTab.take('call.updated', (m) => m.call.status === 'connected');
  return callId;
}

async function callLog(client: ApiClient) {
  const { status, body } = await client.get('/api/calls');
  expect(status).toBe(200);
  return body.items;
}

describe('calls over the WebSocket', () => {
  it('rings every tab, connects the one that accepts and relays signals only between the two', async () => {
    const { a, b, c } = await team('call1');
    const aTab = await openTab(a.client);
    const [b1, b2] = [await openTab(b.client), await openTab(b.client)];
    const cTab = await openTab(c.client);
    const callId = crypto.randomUUID();

    aTab.send({ type: 'call.invite', callId, userIds: [b.id], media: 'video' });
    const ringing = await aTab.take('call.updated');
    expect(ringing.call).toMatchObject({ id: callId, status: 'ringing', media: 'video', callerId: a.id });
    const [rang1, rang2] = [await b1.take('call.incoming'), await b2.take('call.incoming')];
    expect(rang1.call.id).toBe(callId);
    expect(rang2.call.participants.find((p) => p.userId === a.id)).toMatchObject({
      state: 'joined',
      joinOrder: 0,
    });
    await cTab.none('call.incoming');

    b2.send({ type: 'call.accept', callId });
    expect(await b1.take('call.ended')).toEqual({ type: 'call.ended', callId, reason: 'answered_elsewhere' });
    const connected = await aTab.take('call.updated', (m) => m.call.status === 'connected');
    expect(connected.call.participants.find((p) => p.userId === b.id)).toMatchObject({
      state: 'joined',
      joinOrder: 1,
    });
    await b2.take('call.updated', (m) => m.call.status === 'connected');

    aTab.send({ type: 'call.signal', callId, toUserId: b.id, signal: offer });
    expect(await b2.take('call.signal')).toEqual({ type: 'call.signal', callId, fromUserId: a.id, signal: offer });
    b2.send({ type: 'call.signal', callId, toUserId: a.id, signal: answer });
    expect((await aTab.take('call.signal')).signal).toEqual(answer);
    b2.send({ type: 'call.signal', callId, toUserId: a.id, signal: candidate });
    expect((await aTab.take('call.signal')).signal).toEqual(candidate);

    // The tab that did not take the call, and someone not in it, cannot signal into it.
    b1.send({ type: 'call.signal', callId, toUserId: a.id, signal: candidate });
    expect(await b1.take('call.error')).toMatchObject({ callId, code: 'forbidden' });
    cTab.send({ type: 'call.signal', callId, toUserId: a.id, signal: offer });
    expect(await cTab.take('call.error')).toMatchObject({ callId, code: 'forbidden' });
    await aTab.none('call.signal');
    await b1.none('call.signal');

    aTab.send({ type: 'call.stats', callId, quality: 'good', bitrate: 800_000, packetLoss: 2.5, rtt: 160, jitter: 4 });
    await new Promise((resolve) => setTimeout(resolve, 1100));
    b2.send({ type: 'call.hangup', callId });
    expect(await aTab.take('call.ended')).toEqual({ type: 'call.ended', callId, reason: 'hangup' });
    expect(await b2.take('call.ended')).toMatchObject({ reason: 'hangup' });

    await expect.poll(async () => (await callLog(a.client)).find((e) => e.id === callId)).toBeTruthy();
    const entry = (await callLog(b.client)).find((e) => e.id === callId);
    expect(entry).toMatchObject({ outcome: 'completed', endReason: 'hangup', media: 'video', callerId: a.id });
    expect(entry!.durationSeconds).toBeGreaterThanOrEqual(1);
    expect(entry!.quality).toMatchObject({ samples: 1, worst: 'good', packetLoss: 2.5, rtt: 160 });
    expect((await callLog(c.client)).find((e) => e.id === callId)).toBeUndefined();
    for (const tab of [aTab, b1, b2, cTab]) tab.socket.close();
  });

  it('ends cleanly on reject, cancel and a dropped socket, and logs each outcome', async () => {
    const { a, b } = await team('call2');
    const aTab = await openTab(a.client);
    const [b1, b2] = [await openTab(b.client), await openTab(b.client)];

    const rejected = crypto.randomUUID();
    aTab.send({ type: 'call.invite', callId: rejected, userIds: [b.id], media: 'audio' });
    await b2.take('call.incoming');
    b1.send({ type: 'call.reject', callId: rejected });
    expect(await aTab.take('call.ended')).toMatchObject({ callId: rejected, reason: 'rejected' });
    expect(await b2.take('call.ended')).toMatchObject({ callId: rejected, reason: 'rejected' });
    await b1.take('call.ended');

    const cancelled = crypto.randomUUID();
    aTab.send({ type: 'call.invite', callId: cancelled, userIds: [b.id], media: 'video' });
    await b1.take('call.incoming', (m) => m.call.id === cancelled);
    aTab.send({ type: 'call.cancel', callId: cancelled });
    expect(await b1.take('call.ended')).toMatchObject({ callId: cancelled, reason: 'cancelled' });
    expect(await b2.take('call.ended')).toMatchObject({ callId: cancelled, reason: 'cancelled' });
    expect(await aTab.take('call.ended')).toMatchObject({ callId: cancelled, reason: 'cancelled' });

    const dropped = await connect(aTab, b2, b.id);
    b2.socket.terminate();
    expect(await aTab.take('call.ended', (m) => m.callId === dropped)).toMatchObject({ reason: 'disconnected' });

    // Nobody is left in a call: a new one rings again.
    const again = crypto.randomUUID();
    aTab.send({ type: 'call.invite', callId: again, userIds: [b.id], media: 'audio' });
    await b1.take('call.incoming', (m) => m.call.id === again);
    aTab.send({ type: 'call.cancel', callId: again });

    await expect.poll(async () => (await callLog(a.client)).length).toBe(4);
    const byId = new Map((await callLog(a.client)).map((e) => [e.id, e]));
    expect(byId.get(rejected)).toMatchObject({ outcome: 'rejected', durationSeconds: 0, media: 'audio' });
    expect(byId.get(cancelled)).toMatchObject({ outcome: 'cancelled', durationSeconds: 0 });
    expect(byId.get(dropped)).toMatchObject({ outcome: 'completed', endReason: 'disconnected' });
    for (const tab of [aTab, b1]) tab.socket.close();
  });

  it('stops ringing for the caller as soon as the callee closes their last tab', async () => {
    const { a, b } = await team('call8');
    const aTab = await openTab(a.client);
    const [b1, b2] = [await openTab(b.client), await openTab(b.client)];
    const callId = crypto.randomUUID();
    aTab.send({ type: 'call.invite', callId, userIds: [b.id], media: 'audio' });
    await b1.take('call.incoming');
    b1.socket.close();
    // Another tab still rings: the call goes on.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aTab.frames.some((m) => m.type === 'call.ended')).toBe(false);
    b2.socket.close();
    expect(await aTab.take('call.ended')).toMatchObject({ callId, reason: 'unavailable' });
    await expect.poll(async () => (await callLog(a.client))[0]?.outcome).toBe('unavailable');
    aTab.socket.close();
  });

  it('stops ringing after the ring timeout as no answer', async () => {
    const { a, b } = await team('call3');
    const aTab = await openTab(a.client);
    const bTab = await openTab(b.client);
    const callId = crypto.randomUUID();
    aTab.send({ type: 'call.invite', callId, userIds: [b.id], media: 'video' });
    await bTab.take('call.incoming');
    // The ring timeout is 30 s unless the system runs with a shorter CALL_RING_TIMEOUT_MS.
    await expect.poll(() => bTab.frames.some((m) => m.type === 'call.ended'), { timeout: 40_000 }).toBe(true);
    expect(await bTab.take('call.ended')).toMatchObject({ callId, reason: 'no_answer' });
    expect(await aTab.take('call.ended')).toMatchObject({ callId, reason: 'no_answer' });
    await expect.poll(async () => (await callLog(a.client))[0]?.outcome).toBe('no_answer');
    for (const tab of [aTab, bTab]) tab.socket.close();
  });

  it('gives two people calling each other at once one call, and leaves nobody stuck as busy', async () => {
    const { a, b } = await team('call7');
    const aTab = await openTab(a.client);
    const bTab = await openTab(b.client);
    for (let round = 0; round < 5; round++) {
      const [fromA, fromB] = [crypto.randomUUID(), crypto.randomUUID()];
      aTab.send({ type: 'call.invite', callId: fromA, userIds: [b.id], media: 'audio' });
      bTab.send({ type: 'call.invite', callId: fromB, userIds: [a.id], media: 'audio' });
      const refusedOf = (tab: Tab, callId: string) =>
        tab.frames.some((m) => m.type === 'call.error' && m.callId === callId);
      // Two invites and a refusal cross NATS, Redis and both BFF sockets: slow on a loaded machine.
      await expect.poll(() => refusedOf(aTab, fromA) || refusedOf(bTab, fromB), { timeout: 30_000 }).toBe(true);
      const aLost = refusedOf(aTab, fromA);
      // The refused one is rung by the other's call instead, and takes it.
      const [refused, caller] = aLost ? [aTab, bTab] : [bTab, aTab];
      const winner = aLost ? fromB : fromA;
      expect(await refused.take('call.error')).toMatchObject({
        code: 'conflict',
        message: 'You are already in a call',
      });
      await refused.take('call.incoming', (m) => m.call.id === winner);
      refused.send({ type: 'call.accept', callId: winner });
      await caller.take('call.updated', (m) => m.call.id === winner && m.call.status === 'connected');
      refused.send({ type: 'call.hangup', callId: winner });
      await caller.take('call.ended', (m) => m.callId === winner);
      for (const tab of [aTab, bTab]) tab.frames.splice(0);
    }
    await connect(aTab, bTab, b.id);
    for (const tab of [aTab, bTab]) tab.socket.close();
  });

  it('connects a call between tabs on two BFF instances', async () => {
    const { a, b } = await team('call4');
    const aTab = await openTab(a.client);
    const bTab = await openTab(b.client, inject('secondBffUrl'));
    const callId = await connect(aTab, bTab, b.id);
    aTab.send({ type: 'call.signal', callId, toUserId: b.id, signal: offer });
    expect((await bTab.take('call.signal')).signal).toEqual(offer);
    bTab.send({ type: 'call.signal', callId, toUserId: a.id, signal: answer });
    expect((await aTab.take('call.signal')).signal).toEqual(answer);
    bTab.send({ type: 'call.hangup', callId });
    expect(await aTab.take('call.ended')).toMatchObject({ reason: 'hangup' });
    for (const tab of [aTab, bTab]) tab.socket.close();
  });

  it('never lets a user of another workspace ring, signal or read the call', async () => {
    const { a, b } = await team('call5');
    const other = await signUpWorkspace('call5x');
    const aTab = await openTab(a.client);
    const bTab = await openTab(b.client);
    const xTab = await openTab(other.client);
    const callId = await connect(aTab, bTab, b.id);

    const xCall = crypto.randomUUID();
    xTab.send({ type: 'call.invite', callId: xCall, userIds: [a.id], media: 'video' });
    expect(await xTab.take('call.error')).toMatchObject({ callId: xCall, code: 'not_found' });
    xTab.send({ type: 'call.signal', callId, toUserId: a.id, signal: offer });
    expect(await xTab.take('call.error')).toMatchObject({ callId, code: 'forbidden' });
    xTab.send({ type: 'call.hangup', callId });
    expect(await xTab.take('call.error')).toMatchObject({ callId, code: 'not_found' });
    aTab.send({ type: 'call.add', callId, userIds: [other.userId] });
    expect(await aTab.take('call.error')).toMatchObject({ callId });
    await aTab.none('call.signal');
    await aTab.none('call.incoming');

    aTab.send({ type: 'call.hangup', callId });
    await bTab.take('call.ended');
    await expect.poll(async () => (await callLog(a.client)).length).toBe(1);
    expect(await callLog(other.client)).toEqual([]);
    const presence = (await other.client.get('/api/presence')).body.items;
    expect(presence.map((p) => p.userId)).toEqual([other.userId]);
    for (const tab of [aTab, bTab, xTab]) tab.socket.close();
  });

  it('refuses malformed, oversized and foreign call messages on the socket, which keeps working', async () => {
    const { a, b } = await team('call6');
    const aTab = await openTab(a.client);
    const bTab = await openTab(b.client);

    aTab.send({ type: 'call.invite', callId: 'not-a-uuid', userIds: [b.id], media: 'video' });
    expect(await aTab.take('call.error')).toMatchObject({ callId: null, code: 'bad_input', message: /callId/ });
    const callId = crypto.randomUUID();
    aTab.send({ type: 'call.invite', callId, userIds: [], media: 'video' });
    expect(await aTab.take('call.error')).toMatchObject({ callId, message: /without participants/ });
    aTab.send({ type: 'call.signal', callId, toUserId: b.id, signal: { kind: 'offer', sdp: 'x'.repeat(70_000) } });
    expect(await aTab.take('call.error')).toMatchObject({ code: 'bad_input', message: /too large/ });
    aTab.send({ type: 'call.signal', callId: crypto.randomUUID(), toUserId: b.id, signal: offer });
    expect(await aTab.take('call.error')).toMatchObject({ code: 'forbidden' });
    aTab.send({ type: 'call.invite', callId, userIds: [crypto.randomUUID()], media: 'audio' });
    expect(await aTab.take('call.error')).toMatchObject({ callId, code: 'not_found', message: 'Unknown user' });
    aTab.send({ type: 'call.invite', callId, userIds: [a.id], media: 'audio' });
    expect(await aTab.take('call.error')).toMatchObject({ code: 'bad_input', message: /yourself/ });

    aTab.send({ type: 'ping', id: 'still-here' });
    expect(await aTab.take('pong')).toEqual({ type: 'pong', id: 'still-here' });
    const connected = await connect(aTab, bTab, b.id);
    expect((await a.client.get('/api/presence')).body.items).toEqual(
      expect.arrayContaining([{ userId: b.id, online: true, inCallId: connected }]),
    );
    const ice = await a.client.get('/api/calls/ice-servers');
    expect(ice.status).toBe(200);
    expect(ice.headers.get('cache-control')).toBe('no-store');
    expect(ice.body).toMatchObject({ iceServers: expect.any(Array), ttlSeconds: expect.any(Number) });
    aTab.send({ type: 'call.hangup', callId: connected });
    await bTab.take('call.ended');
    for (const tab of [aTab, bTab]) tab.socket.close();
  });
});
