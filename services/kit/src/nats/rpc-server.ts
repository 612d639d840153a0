import {
  AppError,
  badInput,
  issuesError,
  unstorableTextIssues,
  type RpcContext,
  type RpcName,
  type RpcParsedRequest,
  type RpcResult,
  microServiceName,
  rpcMethods,
  rpcSubject,
  type ServiceName,
} from '@smartcrm/contracts';
import type { NatsConnection, Service, ServiceMsg } from 'nats';
import { requestContext } from '../context';
import type { Logger } from '../logger';
import { contextFromHeaders } from './headers';
import {
  databaseFull,
  databaseTooSlow,
  databaseUnavailable,
  isDatabaseFull,
  isDatabaseTooSlow,
  isDatabaseUnavailable,
} from '../db/database-unavailable';
import { type JsonText, okReplyText } from './reply-bytes';
import { decodeText, encodeText } from './utf8';

/** A handler's result: the reply's data, or its JSON written already (JsonText, see compiledReply). */
export type RpcHandler<N extends RpcName> = (
  request: RpcParsedRequest<N>,
  ctx: RpcContext,
) => Promise<RpcResult<N> | JsonText>;

/** The handlers a service offers: only methods whose name starts with the service's own. */
export type RpcHandlers<S extends ServiceName> = {
  [N in RpcName as N extends `${S}.${string}` ? N : never]: RpcHandler<N>;
};

/**
 * Registers the handlers with the NATS services API: ping/info/stats work, and every
 * instance joins the same queue group so they share the load.
 */
export async function serveRpc<S extends ServiceName>(
  nc: NatsConnection,
  service: S,
  version: string,
  handlers: RpcHandlers<S>,
  log: Logger,
): Promise<Service> {
  const micro = await nc.services.add({
    name: microServiceName(service),
    version,
    queue: service,
    description: `SmartCRM ${service} service`,
  });
  for (const [name, handler] of Object.entries(handlers) as [RpcName, RpcHandler<RpcName>][]) {
    micro.addEndpoint(name.replaceAll('.', '_'), {
      subject: rpcSubject(name),
      handler: (_error, msg) => void handle(name, handler, msg, log),
    });
  }
  return micro;
}

async function handle(name: RpcName, handler: RpcHandler<RpcName>, msg: ServiceMsg, log: Logger) {
  const ctx = contextFromHeaders(msg.headers);
  const started = performance.now();
  await requestContext.run(ctx, async () => {
    try {
      const request = parseRequest(name, msg.data);
      const data = await handler(request as never, ctx);
      msg.respond(encodeText(okReplyText(data)));
      log.debug({ rpc: name, ms: Math.round(performance.now() - started) }, 'rpc handled');
    } catch (error) {
      const appError = toAppError(error, log, name);
      // respondError lets the services API count the failure in its stats.
      const status = appError.code === 'internal' ? 500 : 400;
      log.debug({ rpc: name, code: appError.code, ms: Math.round(performance.now() - started) }, 'rpc failed');
      msg.respondError(status, appError.code, encodeText(JSON.stringify({ ok: false, error: appError.toEnvelope() })));
    }
  });
}

function parseRequest(name: RpcName, data: Uint8Array): unknown {
  let json: unknown;
  try {
    json = JSON.parse(decodeText(data));
  } catch {
    throw new AppError('bad_input', 'Request body is not valid JSON');
  }
  const parsed = rpcMethods[name].request.safeParse(json);
  if (!parsed.success) throw badInput(parsed.error, 'request');
  const issues = unstorableTextIssues(parsed.data);
  if (issues.length) throw issuesError(issues, 'request');
  return parsed.data;
}

function toAppError(error: unknown, log: Logger, name: RpcName): AppError {
  if (error instanceof AppError) return error;
  if (isDatabaseUnavailable(error)) {
    log.warn({ err: error, rpc: name }, 'database unavailable');
    return databaseUnavailable();
  }
  if (isDatabaseFull(error)) {
    log.error({ err: error, rpc: name }, 'database disk full');
    return databaseFull();
  }
  if (isDatabaseTooSlow(error)) {
    log.warn({ err: error, rpc: name }, 'database too slow');
    return databaseTooSlow();
  }
  log.error({ err: error, rpc: name }, 'unhandled error in rpc handler');
  return new AppError('internal', 'Internal error');
}

/** The tenant a tenant-scoped method works in; the BFF always resolves one first. */
export function requireTenant(ctx: RpcContext): string {
  if (!ctx.tenantId) throw new AppError('bad_input', 'This request needs a workspace (tenant)');
  return ctx.tenantId;
}
