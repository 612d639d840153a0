import { WsClientMessage, type WsServerMessage, fieldIssues } from '@smartcrm/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { createTenantEventHub } from '../../platform/tenant-event-hub';
import { roleView } from '../api/auth';

const maxMessageBytes = 64 * 1024;

/** One socket per signed-in tab: the tenant's events now; call signalling joins it later. */
const wsRoutes: FastifyPluginAsync = async (app) => {
  const hub = createTenantEventHub(app.nc, app.log);

  app.get('/ws', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const session = request.session!;
    const send = (message: WsServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const remove = hub.add(session.user.tenantId, { send });
    socket.on('close', remove);
    send({ type: 'hello', user: roleView(session.user) });

    socket.on('message', (raw: Buffer) => {
      if (raw.length > maxMessageBytes) {
        return send({ type: 'error', error: { code: 'bad_input', message: 'Message too large' } });
      }
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return send({ type: 'error', error: { code: 'bad_input', message: 'Message is not valid JSON' } });
      }
      const parsed = WsClientMessage.safeParse(json);
      if (!parsed.success) {
        const issues = fieldIssues(parsed.error);
        return send({
          type: 'error',
          error: { code: 'bad_input', message: 'Unknown or malformed message', details: { issues } },
        });
      }
      if (parsed.data.type === 'ping') send({ type: 'pong', id: parsed.data.id });
    });
  });
};
export default wsRoutes;
