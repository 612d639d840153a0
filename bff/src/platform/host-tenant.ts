import { type RpcContext, routeHost, type Tenant } from '@smartcrm/contracts';
import type { createTenantCache } from './tenant-cache';

type Tenants = Pick<ReturnType<typeof createTenantCache>, 'resolve' | 'resolveDomain'>;

/**
 * The host part of tenant resolution (spec 000 §5 plus custom domains): `<slug>.<base>` by slug,
 * a verified custom domain by its owner, and without a base domain the first label as before.
 */
export function createHostTenants(tenants: Tenants, baseDomain: string | undefined) {
  return {
    /** BASE_DOMAIN, when configured. */
    baseDomain,
    /** The host's tenant; null when the host names none (the query or header decide). */
    async tenantOf(host: string, ctx: RpcContext): Promise<Tenant | null> {
      const route = routeHost(host, baseDomain);
      if (route.kind === 'slug') return tenants.resolve(route.slug, ctx);
      if (route.kind === 'none') return null;
      const owner = await tenants.resolveDomain(route.domain, ctx);
      if (owner || !route.fallbackSlug) return owner;
      return tenants.resolve(route.fallbackSlug, ctx);
    },

    /**
     * Whether `host` is the tenant's own by configuration or verification: its subdomain of the
     * base domain (or of localhost), or its verified custom domain. A first label of any other
     * domain, which resolution accepts without a base domain, is not: anyone can send it.
     */
    async isOwnHost(host: string, tenant: Pick<Tenant, 'id' | 'slug'>, ctx: RpcContext): Promise<boolean> {
      const route = routeHost(host, baseDomain);
      if (route.kind === 'slug') return route.slug === tenant.slug;
      if (route.kind === 'none') return false;
      return (await tenants.resolveDomain(route.domain, ctx))?.id === tenant.id;
    },

    /**
     * The TLS terminator's question: may a certificate be issued for `host`? Only for a verified
     * custom domain or an existing tenant's subdomain of the base domain, never on a guess.
     */
    async servesTls(host: string, ctx: RpcContext): Promise<boolean> {
      const route = routeHost(host, baseDomain);
      if (route.kind === 'domain') return (await tenants.resolveDomain(route.domain, ctx)) !== null;
      if (route.kind !== 'slug' || !baseDomain || host.endsWith('.localhost')) return false;
      return tenants.resolve(route.slug, ctx).then(
        () => true,
        (error: { code?: string }) => {
          if (error.code === 'not_found' || error.code === 'bad_input') return false;
          throw error;
        },
      );
    },
  };
}
export type HostTenants = ReturnType<typeof createHostTenants>;
