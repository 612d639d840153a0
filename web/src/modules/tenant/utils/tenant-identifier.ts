import { resolveTenantIdentifier } from '@smartcrm/contracts';

/** Where the tenant identifier came from (spec 000 §5). */
export type TenantSource = 'host' | 'query' | 'storage';

export interface ResolvedTenant {
  identifier: string;
  source: TenantSource;
}

export interface TenantLocation {
  hostname: string;
  search: string;
  storedTenantId: string | null;
}

/** The first host label, as the BFF reads it (shared rule: not www, localhost or an IP address). */
export function tenantFromHost(hostname: string): string | null {
  return resolveTenantIdentifier({ hostname, query: null, stored: null });
}

function clean(value: string | null): string | null {
  const trimmed = value?.trim().toLowerCase();
  return trimmed ? trimmed : null;
}

/** Host label first, then the `tenant` query parameter, then the stored `tenantId`. */
export function resolveTenant({ hostname, search, storedTenantId }: TenantLocation): ResolvedTenant | null {
  const fromHost = tenantFromHost(hostname);
  if (fromHost) return { identifier: fromHost, source: 'host' };
  const fromQuery = clean(new URLSearchParams(search).get('tenant'));
  if (fromQuery) return { identifier: fromQuery, source: 'query' };
  const fromStorage = clean(storedTenantId);
  if (fromStorage) return { identifier: fromStorage, source: 'storage' };
  return null;
}
