import {
  AppError,
  type RpcContext,
  type RpcName,
  type RpcRequest,
  type RpcResult,
  RpcReply,
  rpcMethods,
  rpcService,
  rpcSubject,
} from '@smartcrm/contracts';
import { ErrorCode as NatsErrorCode, type NatsConnection, type NatsError } from 'nats';
import { currentContext } from '../context';
import { contextToHeaders } from './headers';
import { decodeText, encodeText } from './utf8';

export interface RpcCallOptions {
  timeoutMs?: number;
}

export type RpcClient = ReturnType<typeof createRpcClient>;

/**
 * Typed request/reply over NATS. A missing or silent service becomes `unavailable`
 * (the BFF's 503), never a hang; the reply is validated against the contract.
 */
export function createRpcClient(nc: NatsConnection, defaultTimeoutMs: number) {
  return {
    async call<N extends RpcName>(
      name: N,
      request: RpcRequest<N>,
      ctx: RpcContext | undefined = currentContext(),
      options: RpcCallOptions = {},
    ): Promise<RpcResult<N>> {
      const context = ctx ?? { tenantId: null, actor: null, requestId: crypto.randomUUID() };
      const timeout = options.timeoutMs ?? defaultTimeoutMs;
      let raw: Uint8Array;
      try {
        const msg = await nc.request(rpcSubject(name), encodeText(JSON.stringify(request)), {
          timeout,
          headers: contextToHeaders(context),
        });
        raw = msg.data;
      } catch (error) {
        throw toUnavailable(name, error as NatsError, timeout);
      }
      const reply = RpcReply.safeParse(JSON.parse(decodeText(raw)));
      if (!reply.success) throw new AppError('internal', `Malformed reply from ${rpcService(name)}`);
      if (!reply.data.ok) throw AppError.fromEnvelope(reply.data.error);
      const data = rpcMethods[name].reply.safeParse(reply.data.data);
      if (!data.success) throw new AppError('internal', `Reply of ${name} broke its contract`);
      return data.data as RpcResult<N>;
    },
  };
}

function toUnavailable(name: RpcName, error: NatsError, timeout: number): AppError {
  const service = rpcService(name);
  if (error.code === NatsErrorCode.NoResponders) {
    return new AppError('unavailable', `The ${service} service is unavailable`, { service });
  }
  if (error.code === NatsErrorCode.Timeout) {
    return new AppError('unavailable', `The ${service} service did not answer within ${timeout} ms`, {
      service,
    });
  }
  return new AppError('unavailable', `The ${service} service could not be reached`, { service });
}
