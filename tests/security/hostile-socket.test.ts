import { WsClientMessage, type WsServerMessage } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { signUpWorkspace } from '../support/api-client';
import { openTab, type Tab, team } from '../support/call-team';
import { hostileStrings, prototypePollutionJson } from '../support/hostile-values';
import { sample, type Schema } from '../support/openapi-routes';
import { refuses, wrongType } from './route-variants';

/**
 * Every client message type of the WebSocket contract (read from WsClientMessage, so a new type
 * is covered without touching this file) sent malformed, oversized, for calls the user is not in
 * and to users it cannot reach: each is answered with an error frame, the socket answers a ping
 * afterwards, and another workspace's call hears nothing of it.
 */

interface Frame {
  label: string;
  data: string | Buffer;
  /** The reply type: an error frame, or a pong for a ping the contract accepts. */
  expect: 'error' | 'pong';
}

/** Variants of one message type: each field wrong, missing, null, hostile or huge; then valid but foreign. */
function framesOf(schema: Schema, foreign: Record<string, unknown>): Frame[] {
  const type = schema.properties?.type?.const as string;
  const base = { ...(sample(schema, crypto.randomUUID()) as Record<string, unknown>), ...foreign };
  const frames: Frame[] = [];
  const add = (label: string, message: Record<string, unknown>, refused: boolean) =>
    frames.push({
      label: `${type} ${label}`,
      data: JSON.stringify(message),
      expect: refused || type !== 'ping' ? 'error' : 'pong',
    });
  for (const [name, field] of Object.entries(schema.properties ?? {})) {
    if (name === 'type') continue;
    add(`${name} wrong type`, { ...base, [name]: wrongType(field) }, true);
    add(`${name} null`, { ...base, [name]: null }, refuses(field, null));
    if (schema.required?.includes(name)) {
      const { [name]: _gone, ...rest } = base;
      add(`${name} missing`, rest, true);
    }
    for (const [label, value] of Object.entries(hostileStrings)) {
      add(`${name} ${label}`, { ...base, [name]: value }, refuses(field, value));
    }
    add(`${name} oversized`, { ...base, [name]: 'x'.repeat(70_000) }, true);
  }
  add('valid, with foreign or unknown ids', base, false);
  // JSON.parse makes `__proto__` an own key and the contract drops unknown keys: answered as the message itself.
  frames.push({
    label: `${type} prototype keys`,
    data: prototypePollutionJson(base),
    expect: type === 'ping' ? 'pong' : 'error',
  });
  return frames;
}

/** Frames that are no message at all. */
const garbage: Frame[] = [
  ['not JSON', 'not json'],
  ['a JSON array', '[1,2]'],
  ['a JSON number', '42'],
  ['JSON null', 'null'],
  ['an object without a type', '{}'],
  ['an unknown type', '{"type":"teleport"}'],
  ['a numeric type', '{"type":42}'],
  ['a frame past 64 kB', JSON.stringify({ type: 'ping', id: 'x'.repeat(100_000) })],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0xc0, 0xaf, 0x22, 0x7d])],
  ['binary noise', Buffer.from(Array.from({ length: 64 }, (_, i) => (i * 37) % 256))],
].map(([label, data]) => ({ label: String(label), data: data as string | Buffer, expect: 'error' as const }));

describe('hostile messages on the WebSocket', () => {
  it('answers every malformed or foreign message of every type with an error, and keeps answering pings', async () => {
    const { a, b } = await team('wsfz');
    const other = await team('wsfx');
    const [tab, caller, callee] = [
      await openTab(a.client),
      await openTab(other.a.client),
      await openTab(other.b.client),
    ];
    // A call in another workspace: its id and people are what the hostile tab aims at.
    const foreignCall = crypto.randomUUID();
    caller.send({ type: 'call.invite', callId: foreignCall, userIds: [other.b.id], media: 'audio' });
    await callee.take('call.incoming', (m) => m.call.id === foreignCall);

    const types = WsClientMessage.options.map((option) => z.toJSONSchema(option, { io: 'input' }) as Schema);
    const foreign = { callId: foreignCall, userIds: [other.b.id], toUserId: b.id };
    const frames = [...garbage, ...types.flatMap((schema) => framesOf(schema, foreign))];
    const problems: string[] = [];
    let n = 0;
    for (const frame of frames) {
      tab.frames.length = 0;
      tab.socket.send(frame.data);
      const replied = (m: { type: string }) =>
        frame.expect === 'pong' ? m.type === 'pong' : m.type === 'error' || m.type === 'call.error';
      if (!(await arrives(tab, replied))) problems.push(`${frame.label}: no ${frame.expect} reply`);
      const id = `after-${n++}`;
      tab.send({ type: 'ping', id });
      if (!(await arrives(tab, (m) => m.type === 'pong' && m.id === id))) {
        problems.push(`${frame.label}: the socket stopped answering pings`);
        break;
      }
    }
    console.log(
      `security: websocket message types ${types.length}, frames tried ${frames.length}, failures ${problems.length}`,
    );
    expect(problems).toEqual([]);
    expect(tab.frames.filter((m) => m.type === 'error' && !m.error?.code)).toEqual([]);

    // The other workspace's call went on untouched: still ringing, ended only by its own caller.
    expect(callee.frames.filter((m) => m.type !== 'presence')).toEqual([]);
    caller.send({ type: 'call.cancel', callId: foreignCall });
    expect(await callee.take('call.ended')).toEqual({ type: 'call.ended', callId: foreignCall, reason: 'cancelled' });
    for (const t of [tab, caller, callee]) t.socket.close();
  });

  it('closes a socket that sends a frame past 1 MB, and opens the next one as usual', async () => {
    const { client } = await signUpWorkspace('wsbig');
    const tab = await openTab(client);
    const closed = new Promise<number>((resolve) => tab.socket.on('close', (code) => resolve(code)));
    tab.socket.send('x'.repeat(1_100_000));
    expect(await closed).toBe(1009); // "message too big"
    const next = await openTab(client);
    next.send({ type: 'ping', id: 'after-the-big-one' });
    expect(await next.take('pong')).toEqual({ type: 'pong', id: 'after-the-big-one' });
    next.socket.close();
  });
});

/** Whether a frame matching `match` arrives within a few seconds. */
async function arrives(tab: Tab, match: (m: WsServerMessage) => boolean): Promise<boolean> {
  return expect
    .poll(() => tab.frames.some(match), { timeout: 5000, interval: 5 })
    .toBe(true)
    .then(
      () => true,
      () => false,
    );
}
