import { resolveTenantIdentifier } from '@smartcrm/contracts';

export interface AppUrlInput {
  /** The request's protocol and host (behind a trusted proxy: the forwarded ones). */
  protocol: string;
  host: string;
  tenantSlug: string;
  /** APP_URL: the product's public address, when configured. */
  configured: string | undefined;
}

/**
 * The base of links that identity mails (invitations, password resets): the address the user
 * reached the workspace on, so a link opens the same workspace. With APP_URL configured the host
 * comes from it, never from the request, so a forged Host header cannot point a reset link
 * elsewhere. A host whose first label names no workspace gets `?tenant=` (spec 000 §5).
 */
export function appUrlFor({ protocol, host, tenantSlug, configured }: AppUrlInput): string {
  if (configured) {
    const base = new URL(configured);
    const onSubdomain = host.toLowerCase() === `${tenantSlug}.${base.host}`;
    return onSubdomain ? `${base.protocol}//${host}` : withTenant(base.origin, tenantSlug);
  }
  const origin = `${protocol}://${host}`;
  return resolveTenantIdentifier({ hostname: host, query: null, stored: null })
    ? origin
    : withTenant(origin, tenantSlug);
}

const withTenant = (origin: string, slug: string) => `${origin}/?tenant=${encodeURIComponent(slug)}`;
