import { WsServerMessage } from '@smartcrm/contracts';
import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createRpcClient } from '../../services/kit/src';
import { signUpWorkspace } from '../support/api-client';
import { signIn } from '../support/workspace-users';

function openSocket(slug: string, cookie?: string) {
  const url = `${inject('baseUrl').replace('http', 'ws')}/ws?tenant=${slug}`;
  const socket = new WebSocket(url, { headers: cookie ? { cookie } : {} });
  // Every frame is parsed with the contract: one that drifted from it fails the test.
  const messages: WsServerMessage[] = [];
  socket.on('message', (data) => messages.push(WsServerMessage.parse(JSON.parse(String(data)))));
  const next = async <T extends WsServerMessage['type']>(type: T) => {
    await expect.poll(() => messages.some((m) => m.type === type), { timeout: 5000 }).toBe(true);
    return messages.splice(
      messages.findIndex((m) => m.type === type),
      1,
    )[0] as Extract<WsServerMessage, { type: T }>;
  };
  return { socket, next, messages };
}

describe('the WebSocket /ws', () => {
  it('refuses a socket without a session', async () => {
    const { slug } = await signUpWorkspace('wsanon');
    const { socket } = openSocket(slug);
    const status = await new Promise<number>((resolve) =>
      socket.on('unexpected-response', (_req, res) => resolve(res.statusCode ?? 0)),
    );
    expect(status).toBe(401);
  });

  it('greets the user, answers pings, names bad messages and pushes the tenant’s events', async () => {
    const { slug, client, tenantId, owner } = await signUpWorkspace('ws');
    const { socket, next, messages } = openSocket(slug, `smartcrm_session=${client.cookie('smartcrm_session')}`);
    expect((await next('hello')).user.email).toBe(owner.email);

    socket.send(JSON.stringify({ type: 'ping', id: 'p1' }));
    expect(await next('pong')).toEqual({ type: 'pong', id: 'p1' });

    socket.send(JSON.stringify({ type: 'teleport' }));
    expect((await next('error')).error.code).toBe('bad_input');
    socket.send('not json');
    expect((await next('error')).error.message).toMatch(/JSON/);

    const other = await signUpWorkspace('wsother');
    const nc = await connect({ servers: inject('natsUrl') });
    const rpc = createRpcClient(nc, 5000);
    const ctx = (id: string) => ({ tenantId: id, actor: null, requestId: crypto.randomUUID() });
    await rpc.call(
      'identity.users.create',
      { email: 'noise@other.test', name: 'Noise', password: 'noise-pass-1', role: 'regular_user' },
      ctx(other.tenantId),
    );
    await rpc.call(
      'identity.users.create',
      { email: 'new@ws.test', name: 'New Member', password: 'member-pass-1', role: 'regular_user' },
      ctx(tenantId),
    );
    await nc.drain();

    const event = (await next('event')).event;
    expect(event).toMatchObject({ type: 'identity.user.created', tenantId, data: { email: 'new@ws.test' } });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(messages.filter((m) => m.type === 'event')).toEqual([]); // nothing of the other tenant
    socket.close();
  });

  it("closes a tab's socket when its session ends, and only that session's", async () => {
    const { slug, client, owner } = await signUpWorkspace('wsend');
    const laptop = openSocket(slug, `smartcrm_session=${client.cookie('smartcrm_session')}`);
    const phoneClient = await signIn(slug, owner);
    const phone = openSocket(slug, `smartcrm_session=${phoneClient.cookie('smartcrm_session')}`);
    await laptop.next('hello');
    await phone.next('hello');
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      phone.socket.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );

    expect((await phoneClient.post('/api/auth/signout', {})).status).toBeLessThan(300);
    expect(await closed).toEqual({ code: 4401, reason: 'Signed out' });
    laptop.socket.send(JSON.stringify({ type: 'ping', id: 'still-here' }));
    expect(await laptop.next('pong')).toEqual({ type: 'pong', id: 'still-here' });
    laptop.socket.close();
  });
});
