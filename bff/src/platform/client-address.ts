import type { FastifyRequest } from 'fastify';
import { tenantIdentifierOf } from '../plugins/app/access';
import { appUrlFor } from './app-url';

/** Attempts are counted per client address and workspace, as for sign-in. */
export const perAddressAndWorkspace = (max: number) => ({
  max,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|${tenantIdentifierOf(request) ?? ''}`,
});

/** The base of links identity mails for this request's workspace. */
export const appUrlOf = (request: FastifyRequest, configured: string | undefined): string =>
  appUrlFor({ protocol: request.protocol, host: request.host, tenantSlug: request.tenant!.slug, configured });
