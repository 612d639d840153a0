import websocket from '@fastify/websocket';
import Fastify from 'fastify';

/**
 * The floor: a bare Fastify WebSocket relay that hands every frame to the other sockets, with no
 * session, no validation, no NATS and no authorisation. The product's relay is compared with it.
 */
const app = Fastify();
await app.register(websocket);
const sockets = new Set<import('ws').WebSocket>();
app.get('/relay', { websocket: true }, (socket) => {
  sockets.add(socket);
  socket.on('close', () => sockets.delete(socket));
  socket.on('message', (raw: Buffer) => {
    for (const other of sockets) if (other !== socket) other.send(raw.toString('utf8'));
  });
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
