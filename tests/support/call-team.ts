import { expect, inject } from 'vitest';
import WebSocket from 'ws';
import { type ApiClient, signUpWorkspace } from './api-client';
import { addUser, signIn } from './workspace-users';

/** One browser tab: a signed-in socket and the frames it received. */
export async function openTab(client: ApiClient, baseUrl = inject('baseUrl')) {
  const url = `${baseUrl.replace('http', 'ws')}/ws?tenant=${client.tenant}`;
  const socket = new WebSocket(url, { headers: { cookie: `smartcrm_session=${client.cookie('smartcrm_session')}` } });
  const frames: any[] = [];
  socket.on('message', (data) => frames.push(JSON.parse(String(data))));
  const take = async (type: string, where: (m: any) => boolean = () => true) => {
    const match = (m: any) => m.type === type && where(m);
    await expect.poll(() => frames.some(match), { timeout: 10_000 }).toBe(true);
    return frames.splice(frames.findIndex(match), 1)[0];
  };
  const hello = await take('hello');
  return {
    socket,
    frames,
    take,
    connectionId: hello.connectionId as string,
    send: (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message)),
    /** Nothing of this type arrived (waits a moment for stragglers). */
    async none(type: string) {
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
