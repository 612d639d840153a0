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
import { isDeepStrictEqual } from 'node:util';
import { currentContext } from '../context';
import { contextToHeaders } from './headers';
import { okReplyData } from './reply-bytes';
import { decodeText, encodeText } from './utf8';

export interface RpcCallOptions {
  timeoutMs?: number;
}

export interface RpcClientOptions {
  /**
   * Share (0–1) of the replies `json` passes on that are parsed and checked against their
   * contract first (1 in development and tests; replies `call` returns are always checked).
   */
  replyCheckRate?: number;
}

export type RpcClient = ReturnType<typeof createRpcClient>;

/**
 * Typed request/reply over NATS. A missing or silent service becomes `unavailable`
 * (the BFF's 503), never a hang; the reply is validated against the contract.
 */
export function createRpcClient(
  nc: NatsConnection,
  defaultTimeoutMs: number,
  { replyCheckRate = 1 }: RpcClientOptions = {},
) {
  async function request<N extends RpcName>(
    name: N,
    body: RpcRequest<N>,
    ctx: RpcContext | undefined,
    options: RpcCallOptions,
  ): Promise<Uint8Array> {
    const context = ctx ?? { tenantId: null, actor: null, requestId: crypto.randomUUID() };
    const timeout = options.timeoutMs ?? defaultTimeoutMs;
    try {
      const msg = await nc.request(rpcSubject(name), encodeText(JSON.stringify(body)), {
        timeout,
        headers: contextToHeaders(context),
      });
      return msg.data;
    } catch (error) {
      throw toUnavailable(name, error as NatsError, timeout);
    }
  }

  return {
    async call<N extends RpcName>(
      name: N,
      body: RpcRequest<N>,
      ctx: RpcContext | undefined = currentContext(),
      options: RpcCallOptions = {},
    ): Promise<RpcResult<N>> {
      return checkedReply(name, await request(name, body, ctx, options)).data;
    },

    /**
     * The reply's data as the JSON bytes the service wrote, for a caller that passes them on
     * unchanged (the BFF's hot reads): no parse, no validation, no second serialisation. Errors
     * are thrown as by `call`; a sampled share of replies is checked against the contract.
     */
    async json<N extends RpcName>(
      name: N,
      body: RpcRequest<N>,
      ctx: RpcContext | undefined = currentContext(),
      options: RpcCallOptions = {},
    ): Promise<Buffer> {
      const raw = await request(name, body, ctx, options);
      const data = okReplyData(raw);
      if (data && (replyCheckRate === 0 || Math.random() >= replyCheckRate)) return data;
      const checked = checkedReply(name, raw);
      // What passes on unchecked must be what the contract lets through: nothing it would strip or change.
      if (data && !isDeepStrictEqual(checked.data, checked.sent)) {
        throw new AppError('internal', `Reply of ${name} carries more or other than its contract`);
      }
      return data ?? Buffer.from(JSON.stringify(checked.data));
    },
  };
}

/** The reply parsed and validated against the contract; its error thrown as an AppError. */
function checkedReply<N extends RpcName>(name: N, raw: Uint8Array): { data: RpcResult<N>; sent: unknown } {
  const reply = RpcReply.safeParse(JSON.parse(decodeText(raw)));
  if (!reply.success) throw new AppError('internal', `Malformed reply from ${rpcService(name)}`);
  if (!reply.data.ok) throw AppError.fromEnvelope(reply.data.error);
  const data = rpcMethods[name].reply.safeParse(reply.data.data);
  if (!data.success) throw new AppError('internal', `Reply of ${name} broke its contract`);
  return { data: data.data as RpcResult<N>, sent: reply.data.data };
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
