import { AppError, type RpcContext, type WsClientMessage, type WsServerMessage } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';
import type { FastifyBaseLogger } from 'fastify';
import type { CallSocket, CallSockets } from './call-sockets';

type CallMessage = Exclude<WsClientMessage, { type: 'ping' }>;

/** Each call command's RPC at the signalling service; call.signal is relayed here instead. */
const rpcOf = {
  'call.invite': 'signalling.calls.invite',
  'call.accept': 'signalling.calls.accept',
  'call.reject': 'signalling.calls.reject',
  'call.cancel': 'signalling.calls.cancel',
  'call.hangup': 'signalling.calls.hangup',
  'call.add': 'signalling.calls.add',
  'call.stats': 'signalling.calls.stats',
} as const;

export const isCallMessage = (message: WsClientMessage): message is CallMessage => message.type.startsWith('call.');

/**
 * Runs one call message of a socket: commands go to the signalling service, which answers every
 * tab concerned over NATS (so the reply itself is not sent); a refusal comes back as call.error on
 * this socket only, and the socket goes on.
 */
export async function runCallMessage(
  message: CallMessage,
  socket: CallSocket,
  ctx: RpcContext,
  deps: { rpc: RpcClient; calls: CallSockets; log: FastifyBaseLogger; send: (m: WsServerMessage) => void },
) {
  try {
    if (message.type === 'call.signal') {
      deps.calls.relay(socket, message.callId, message.toUserId, message.signal);
      return;
    }
    const { type, ...request } = message;
    await deps.rpc.call(rpcOf[type], { ...request, connectionId: socket.connectionId } as never, ctx);
  } catch (error) {
    const refused = error instanceof AppError ? error : new AppError('internal', 'Internal error');
    if (refused.code === 'internal') deps.log.error({ err: error, type: message.type }, 'call message failed');
    else deps.log.info({ type: message.type, code: refused.code, callId: message.callId }, 'call message refused');
    deps.send({ type: 'call.error', callId: message.callId, code: refused.code, message: refused.message });
  }
}
