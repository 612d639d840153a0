import { resolveTenant, type ResolvedTenant } from './tenant-identifier';

const storageKey = 'tenantId';

export function readStoredTenantId(): string | null {
  try {
    return localStorage.getItem(storageKey);
  } catch {
    return null;
  }
}

export function storeTenantId(identifier: string): void {
  try {
    localStorage.setItem(storageKey, identifier);
  } catch {
    // Storage can be unavailable (private mode); the host or query still resolve the tenant.
  }
}

/** Resolves the tenant for the current page, remembering one that came from `?tenant=`. */
export function currentTenant(): ResolvedTenant | null {
  const resolved = resolveTenant({
    hostname: window.location.hostname,
    search: window.location.search,
    storedTenantId: readStoredTenantId(),
  });
  if (resolved?.source === 'query') storeTenantId(resolved.identifier);
  return resolved;
}

/** The X-Tenant-ID header, sent when the tenant did not come from the host (the BFF reads that itself). */
export function tenantHeaders(): Record<string, string> {
  const tenant = currentTenant();
  return tenant && tenant.source !== 'host' ? { 'X-Tenant-ID': tenant.identifier } : {};
}

/** A browser cannot set headers on a WebSocket, so the socket carries the tenant as `?tenant=`. */
export function tenantQuery(): string {
  const tenant = currentTenant();
  return tenant && tenant.source !== 'host' ? `?tenant=${encodeURIComponent(tenant.identifier)}` : '';
}
