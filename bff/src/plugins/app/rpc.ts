import { createRpcClient, type RpcClient } from '@smartcrm/kit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NatsConnection } from 'nats';

declare module 'fastify' {
  interface FastifyInstance {
    nc: NatsConnection;
    rpc: RpcClient;
  }
}

/** The BFF's only way to the services: typed NATS request/reply. */
export default fp<{ nc: NatsConnection; timeoutMs: number }>(async function rpc(app: FastifyInstance, opts) {
  app.decorate('nc', opts.nc);
  app.decorate('rpc', createRpcClient(opts.nc, opts.timeoutMs));
});
