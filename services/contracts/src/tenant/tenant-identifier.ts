export interface TenantIdentifierSources {
  /** The request's host name, with or without a port. */
  hostname: string | null | undefined;
  /** The `tenant` query parameter. */
  query: string | null | undefined;
  /** The stored `tenantId` (local storage in the browser, X-Tenant-ID at the BFF). */
  stored: string | null | undefined;
}

const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/**
 * Spec 000 §5: the first label of the host name (unless www or localhost), then the `tenant`
 * query parameter, then the stored tenantId. A host needs a subdomain to name a tenant, so
 * `localhost`, a bare service name or an IP address names none.
 */
export function resolveTenantIdentifier({ hostname, query, stored }: TenantIdentifierSources): string | null {
  const host = (hostname ?? '').trim().toLowerCase().replace(/:\d+$/, '');
  const labels = host.split('.');
  const first = labels[0] ?? '';
  if (
    labels.length >= 2 &&
    first &&
    first !== 'www' &&
    first !== 'localhost' &&
    !ipv4.test(host) &&
    !host.startsWith('[')
  ) {
    return first;
  }
  const fromQuery = query?.trim().toLowerCase();
  if (fromQuery) return fromQuery;
  const fromStore = stored?.trim().toLowerCase();
  return fromStore || null;
}
