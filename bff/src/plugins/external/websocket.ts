import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** WebSocket upgrades for /ws; a frame over 1 MB closes the socket. */
export default fp(
  async function websockets(app: FastifyInstance) {
    await app.register(websocket, { options: { maxPayload: 1_048_576 } });
  },
  { name: 'websocket' },
);
