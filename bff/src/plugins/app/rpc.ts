import type { RpcContext, RpcName, RpcRequest } from '@smartcrm/contracts';
import { createRpcClient, type RpcClient } from '@smartcrm/kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    rpc: RpcClient;
  }
  interface FastifyReply {
    /**
     * Sends a service's reply on as the JSON bytes the service wrote (the hot reads: a route
     * that adds nothing to the reply). Sampled against the contract (RPC_REPLY_CHECK_RATE).
     */
    sendRpc<N extends RpcName>(name: N, request: RpcRequest<N>, ctx: RpcContext): Promise<void>;
  }
}

/** The BFF's only way to the services: typed NATS request/reply. */
export default fp(
  async function rpc(app: FastifyInstance) {
    const { RPC_TIMEOUT_MS, RPC_REPLY_CHECK_RATE, NODE_ENV } = app.config;
    const replyCheckRate = RPC_REPLY_CHECK_RATE ?? (NODE_ENV === 'production' ? 0 : 1);
    const client = createRpcClient(app.nc, RPC_TIMEOUT_MS, { replyCheckRate });
    app.decorate('rpc', client);
    app.decorateReply('sendRpc', async function sendRpc<
      N extends RpcName,
    >(this: FastifyReply, name: N, request: RpcRequest<N>, ctx: RpcContext) {
      const json = await client.json(name, request, ctx);
      this.type('application/json; charset=utf-8').send(json);
    });
  },
  { name: 'rpc' },
);
