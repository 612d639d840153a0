import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import websocket from '@fastify/websocket';
import type { Logger } from '@smartcrm/kit';
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { NatsConnection } from 'nats';
import type { BffConfig } from './config';
import { answerClientError } from './platform/client-error';
import { redactUrl } from './platform/redact-url';
import access from './plugins/app/access';
import apiRateLimit from './plugins/app/api-rate-limit';
import idempotency from './plugins/app/idempotency';
import csrf from './plugins/app/csrf-token';
import errorHandler from './plugins/app/error-handler';
import rpc from './plugins/app/rpc';
import sameOrigin from './plugins/app/same-origin';
import trialGuard from './plugins/app/trial-guard';
import docs from './plugins/external/docs';
import security from './plugins/external/security';
import webApp from './plugins/external/web-app';

export interface AppDeps {
  config: BffConfig;
  log: Logger;
  nc: NatsConnection;
  redis: Redis;
}

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
  app.setValidatorCompiler(validatorCompiler);
  // Replies were already validated against their contract by the RPC client; validating them a
  // second time while serialising would double the CPU of every large list. The response
  // schemas still describe the API in the OpenAPI document.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));

  await app.register(errorHandler);
  await app.register(security, { redis, secure: config.COOKIE_SECURE });
  await app.register(sameOrigin);
  await app.register(csrf, { secure: config.COOKIE_SECURE });
  await app.register(docs);
  await app.register(websocket, { options: { maxPayload: 1_048_576 } });
  await app.register(rpc, { nc, timeoutMs: config.RPC_TIMEOUT_MS });
  await app.register(access, { sessionCacheMs: config.SESSION_CACHE_MS, baseDomain: config.BASE_DOMAIN });
  await app.register(apiRateLimit, { perKey: config.API_KEY_RATE_LIMIT, perTenant: config.API_TENANT_RATE_LIMIT });
  await app.register(trialGuard);
  await app.register(idempotency, { redis });

  // Every process runs the BFF's TypeScript through tsx's --import hook, which autoload cannot detect.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
  await app.register(autoload, {
    dir: fileURLToPath(new URL('./routes', import.meta.url)),
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
