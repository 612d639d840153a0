import { AppError } from '@smartcrm/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appUrlFor, serverAddressOf } from './app-url';

/**
 * The workspace an attempt is counted against: its resolved id, so that naming it another way
 * (another Host, its slug or its id, a made-up subdomain of a custom domain) opens no new bucket.
 */
const workspaceOf = (request: FastifyRequest) => request.tenant?.id ?? 'no-workspace';

/**
 * Attempts are counted per client address and workspace. Counted after the workspace is resolved
 * (preValidation runs the access plugin's hook first), before the body is validated.
 */
export const perAddressAndWorkspace = (max: number) => ({
  max,
  timeWindow: '1 minute',
  hook: 'preValidation' as const,
  keyGenerator: (request: FastifyRequest) => `${workspaceOf(request)}|${request.ip}`,
});

/** The account a body names (`email`, as identity compares it), or null when it names none. */
function accountOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : null;
}

/**
 * Attempts on one account of one workspace, from any address: mails to one person cannot be
 * multiplied by rotating addresses. A hook of its own (the plugin runs one limit per request);
 * `name` keeps each route's count apart.
 */
export function perAccount(app: FastifyInstance, name: string, max: number) {
  const check = app.createRateLimit({
    max,
    timeWindow: '1 hour',
    allowList: (request) => accountOf(request) === null,
    keyGenerator: (request) => `account|${name}|${workspaceOf(request)}|${accountOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    const limit = await check(request);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('rate_limited', `Too many attempts for this account; try again in ${limit.ttlInSeconds} s`);
    }
  };
}

/** The base of links identity mails for this request's workspace (see appUrlFor: never a forged Host). */
export async function appUrlOf(request: FastifyRequest, configured: string | undefined): Promise<string> {
  const tenant = request.tenant!;
  const { hostTenants } = request.server;
  const own = await hostTenants.isOwnHost(request.hostname, tenant, request.rpcContext());
  return appUrlFor({
    protocol: request.protocol,
    workspaceHost: own ? request.host : null,
    serverAddress: serverAddressOf(request.socket.localAddress, request.socket.localPort),
    tenantSlug: tenant.slug,
    configured,
    baseDomain: hostTenants.baseDomain,
  });
}
