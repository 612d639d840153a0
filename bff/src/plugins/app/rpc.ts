import { createRpcClient, type RpcClient } from '@smartcrm/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    rpc: RpcClient;
  }
}

/** The BFF's only way to the services: typed NATS request/reply. */
export default fp(
  async function rpc(app: FastifyInstance) {
    app.decorate('rpc', createRpcClient(app.nc, app.config.RPC_TIMEOUT_MS));
  },
  { name: 'rpc' },
);
