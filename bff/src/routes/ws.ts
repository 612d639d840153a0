import { bffHeartbeatMs, fieldIssues, WsClientMessage, type WsServerMessage } from '@smartcrm/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { createCallSockets } from '../platform/call-sockets';
import { createSessionSockets } from '../platform/session-sockets';
import { createTenantEventHub } from '../platform/tenant-event-hub';
import { refuseCrossSite } from '../plugins/app/same-origin';
import { roleView } from '../platform/signed-in-user';
import { isCallMessage, runCallMessage } from '../platform/call-commands';
import { callIdIn, refusal } from '../platform/ws-refusals';

const maxMessageBytes = 64 * 1024;

/** One socket per signed-in tab: the tenant's events, presence, and call signalling. */
const wsRoutes: FastifyPluginAsync = async (app) => {
  const hub = createTenantEventHub(app.nc, app.log, async (tenantId) => {
    const context = { tenantId, actor: null, requestId: crypto.randomUUID() };
    return (await app.rpc.call('crm.visibility.get', {}, context)).rules;
  });
  const calls = createCallSockets(app.nc, app.log);
  const sessions = createSessionSockets(app.nc);
  // The signalling service closes the sockets of a BFF whose beats stop (a crash sends no closes).
  const bffId = crypto.randomUUID();
  const beat = () =>
    app.rpc
      .call('signalling.bffs.heartbeat', { bffId })
      .catch((err) => app.log.warn({ err }, 'signalling heartbeat failed'));
  const heartbeat = setInterval(beat, bffHeartbeatMs);
  heartbeat.unref();
  app.addHook('onReady', async () => void beat());
  app.addHook('onClose', async () => {
    clearInterval(heartbeat);
    sessions.close();
  });

  // A page of another site may open a socket with the user's cookie (the handshake is a GET the
  // browser sends with an Origin): refused as a cross-site write would be.
  const sameSite = { onRequest: async (request: FastifyRequest) => refuseCrossSite(request) };
  app.get('/ws', { websocket: true, schema: { hide: true }, ...sameSite }, (socket, request) => {
    const session = request.session!;
    const base = request.rpcContext();
    const context = () => ({ ...base, requestId: crypto.randomUUID() });
    const send = (message: WsServerMessage) => {
      if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
    };
    const tab = {
      connectionId: crypto.randomUUID(),
      tenantId: session.user.tenantId,
      userId: session.user.id,
      sendRaw: (json: string) => socket.readyState === socket.OPEN && socket.send(json),
    };
    const viewer = { userId: session.user.id, role: session.user.role };
    const removeEvents = hub.add(session.user.tenantId, { viewer, send });
    const removeCalls = calls.add(tab);
    const removeSession = sessions.add(session.sessionId, session.user.id, socket);
    const opened = app.rpc
      .call('signalling.connections.open', { connectionId: tab.connectionId, bffId }, context())
      .catch((err) => request.log.warn({ err }, 'signalling did not hear of the socket'));
    void opened.then(() => send({ type: 'hello', user: roleView(session.user), connectionId: tab.connectionId }));
    socket.on('close', () => {
      removeEvents();
      removeCalls();
      removeSession();
      void opened.then(() =>
        app.rpc
          .call('signalling.connections.close', { connectionId: tab.connectionId }, context())
          .catch((err) => request.log.warn({ err }, 'signalling did not hear of the closed socket')),
      );
    });

    socket.on('message', (raw: Buffer) => {
      if (raw.length > maxMessageBytes) return send(refusal(raw, 'Message too large (64 kB at most)'));
      let json: unknown;
      try {
        json = JSON.parse(raw.toString('utf8'));
      } catch {
        return send(refusal(raw, 'Message is not valid JSON'));
      }
      const parsed = WsClientMessage.safeParse(json);
      if (!parsed.success) {
        const issues = fieldIssues(parsed.error);
        request.log.info({ issues: issues.slice(0, 3) }, 'malformed socket message refused');
        const message = `Unknown or malformed message: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`;
        const callId = callIdIn(json);
        if (callId !== undefined) return send({ type: 'call.error', callId, code: 'bad_input', message });
        return send({
          type: 'error',
          error: { code: 'bad_input', message: 'Unknown or malformed message', details: { issues } },
        });
      }
      const message = parsed.data;
      if (message.type === 'ping') return send({ type: 'pong', id: message.id });
      if (isCallMessage(message))
        void runCallMessage(message, tab, context(), { rpc: app.rpc, calls, log: request.log, send });
    });
  });
};
export default wsRoutes;
