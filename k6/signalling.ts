import { check } from 'k6';
import { Trend } from 'k6/metrics';
import type { Options } from 'k6/options';
import ws from 'k6/ws';
import { config } from './lib/config';
import { type Session, signIn } from './lib/session';

/**
 * Signalling over the WebSocket: each VU is an open tab (the BFF greets it, then relays), sending
 * a ping every 100 ms and timing the answer; a call invite to nobody online is refused cleanly.
 */
const roundTrip = new Trend('ws_round_trip', true);

/** A version 4 UUID: the caller names its call. */
const uuid = () =>
  'xxxxxxxx-xxxx-4xxx-8xxx-xxxxxxxxxxxx'.replace(/x/g, () => Math.floor(Math.random() * 16).toString(16));

export const options: Options = {
  scenarios: { tabs: { executor: 'constant-vus', vus: 200, duration: '1m' } },
  thresholds: {
    ws_round_trip: ['p(95)<20', 'p(99)<50'],
    ws_connecting: ['p(95)<500'],
    checks: ['rate>0.99'],
  },
};

export const setup = (): Session => signIn();

export default function ({ cookie }: Session) {
  const url = `${config.baseUrl.replace(/^http/, 'ws')}/ws`;
  const response = ws.connect(url, { headers: { cookie, 'x-tenant-id': config.tenant } }, (socket) => {
    const sent = new Map<string, number>();
    let greeted = false;
    let refused = false;
    socket.on('message', (raw) => {
      const message = JSON.parse(String(raw)) as { type: string; id?: string };
      if (message.type === 'hello') {
        greeted = true;
        socket.send(JSON.stringify({ type: 'call.invite', callId: uuid(), userIds: [uuid()], media: 'audio' }));
      }
      if (message.type === 'call.error' || message.type === 'call.ended') refused = true;
      if (message.type === 'pong' && message.id && sent.has(message.id)) {
        roundTrip.add(Date.now() - sent.get(message.id)!);
        sent.delete(message.id);
      }
    });
    let n = 0;
    socket.setInterval(() => {
      const id = `${__VU}-${n++}`;
      sent.set(id, Date.now());
      socket.send(JSON.stringify({ type: 'ping', id }));
    }, 100);
    socket.setTimeout(() => {
      check(null, { greeted: () => greeted, 'invite to nobody refused': () => refused });
      socket.close();
    }, 10_000);
  });
  check(response, { 'upgraded to a WebSocket': (r) => r?.status === 101 });
}
