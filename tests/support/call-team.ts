import { WsServerMessage } from '@smartcrm/contracts';
import { expect, inject } from 'vitest';
import WebSocket from 'ws';
import { type ApiClient, signUpWorkspace } from './api-client';
import { addUser, signIn } from './workspace-users';

/** One browser tab: a signed-in socket and the frames it received. */
export async function openTab(client: ApiClient, baseUrl = inject('baseUrl')) {
  const url = `${baseUrl.replace('http', 'ws')}/ws?tenant=${client.tenant}`;
  const socket = new WebSocket(url, { headers: { cookie: `smartcrm_session=${client.cookie('smartcrm_session')}` } });
  // Every frame is parsed with the contract: one that drifted from it fails the test.
  const frames: WsServerMessage[] = [];
  socket.on('message', (data) => frames.push(WsServerMessage.parse(JSON.parse(String(data)))));
  const take = async <T extends WsServerMessage['type']>(
    type: T,
    where: (m: Extract<WsServerMessage, { type: T }>) => boolean = () => true,
  ) => {
    const match = (m: WsServerMessage): m is Extract<WsServerMessage, { type: T }> =>
      m.type === type && where(m as Extract<WsServerMessage, { type: T }>);
    await expect.poll(() => frames.some(match), { timeout: 10_000 }).toBe(true);
    return frames.splice(frames.findIndex(match), 1)[0] as Extract<WsServerMessage, { type: T }>;
  };
  const hello = await take('hello');
  return {
    socket,
    frames,
    take,
    connectionId: hello.connectionId,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    /** Nothing of this type arrived (waits a moment for stragglers). */
    async none(type: WsServerMessage['type']) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(frames.filter((m) => m.type === type)).toEqual([]);
    },
  };
}
export type Tab = Awaited<ReturnType<typeof openTab>>;

/** A workspace with three people who can call each other (they reached the member directory). */
export async function team(prefix: string) {
  const { slug, client: a, tenantId, userId } = await signUpWorkspace(prefix);
  const [b, c] = await Promise.all([addUser(tenantId, 'regular_user', slug), addUser(tenantId, 'regular_user', slug)]);
  await expect
    .poll(async () => (await a.get('/api/members')).body.items.length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(3);
  return {
    slug,
    tenantId,
    a: { client: a, id: userId },
    b: { client: await signIn(slug, b), id: b.id },
    c: { client: await signIn(slug, c), id: c.id },
  };
}
