import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import type { Logger } from '@smartcrm/kit';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { NatsConnection } from 'nats';
import type { BffConfig } from './config';
import { answerClientError } from './platform/client-error';
import { redactUrl } from './platform/redact-url';
import webApp from './plugins/web-app';

export interface AppDeps {
  config: BffConfig;
  log: Logger;
  nc: NatsConnection;
  redis: Redis;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The BFF's configuration, for plugins and routes that need a limit or an address from it. */
    config: BffConfig;
    nc: NatsConnection;
    redis: Redis;
  }
}

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const requestIdPattern = /^[\w-]{8,64}$/;

export async function buildApp({ config, log, nc, redis }: AppDeps) {
  const app = Fastify({
    loggerInstance: log,
    bodyLimit: config.BODY_LIMIT_BYTES,
    // One line per request (below) instead of Fastify's two.
    disableRequestLogging: true,
    trustProxy: config.TRUST_PROXY,
    clientErrorHandler: answerClientError,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && requestIdPattern.test(incoming) ? incoming : crypto.randomUUID();
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    const fields = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime),
    };
    if (reply.statusCode >= 500) request.log.error(fields, 'request failed');
    else request.log.info(fields, 'request');
  });
  app.decorate('config', config);
  app.decorate('nc', nc);
  app.decorate('redis', redis);
  app.setValidatorCompiler(validatorCompiler);
  // Replies were already validated against their contract by the RPC client (or are passed on as
  // the service's own bytes, see sendRpc); validating them a second time while serialising would
  // double the CPU of every large list. The response schemas still describe the API in the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  // Every process runs the BFF's TypeScript through tsx's --import hook, which autoload cannot detect.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  for (const plugins of ['external', 'app']) {
    // Each plugin names the ones it needs (fastify-plugin `dependencies`); autoload orders them so.
    await app.register(autoload, { dir: here(`./plugins/${plugins}`), ignorePattern: /\.test\.ts$/ });
  }
  await app.register(autoload, {
    dir: here('./routes'),
    // A folder is a path prefix and every module in it a route plugin (index.ts is not special);
    // a folder's autohooks.ts (its plan feature) covers the folders inside it too.
    indexPattern: /^$/,
    ignorePattern: /\.test\.ts$/,
    autoHooks: true,
    cascadeHooks: true,
  });
  await app.register(webApp, { root: config.WEB_DIST, baseDomain: config.BASE_DOMAIN });
  return app;
}
