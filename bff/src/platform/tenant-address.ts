import { resolveTenantIdentifier } from '@smartcrm/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * A page of another workspace as seen from this request's address: on a workspace subdomain
 * (acme.localhost:3000) the first label is swapped for the other slug; elsewhere the slug goes
 * in `?tenant=` (spec 000 §5). With APP_URL configured, workspaces are subdomains of it.
 */
export function tenantPageUrl(request: FastifyRequest, slug: string, path: string, configured?: string): string {
  let origin = `${request.protocol}://${request.host}`;
  let subdomains = resolveTenantIdentifier({ hostname: request.host, query: null, stored: null }) !== null;
  if (configured) {
    const base = new URL(configured);
    subdomains = request.host.toLowerCase().endsWith(`.${base.host}`);
    origin = subdomains ? `${base.protocol}//x.${base.host}` : base.origin;
  }
  const url = new URL(path, origin);
  if (subdomains) url.host = `${slug}.${url.host.split('.').slice(1).join('.')}`;
  else url.searchParams.set('tenant', slug);
  return url.toString();
}
