const maxTenants = 10_000;

/**
 * A value per tenant kept on this instance for `ttlMs`; `forget` drops one at once (every
 * instance does so on ai.settings.changed, see settings-sync).
 */
export function createTenantCache<T>(ttlMs: number, load: (tenantId: string) => Promise<T>) {
  const entries = new Map<string, { value: T; expires: number }>();
  return {
    async get(tenantId: string): Promise<T> {
      const hit = entries.get(tenantId);
      if (hit && hit.expires > Date.now()) return hit.value;
      const value = await load(tenantId);
      if (entries.size > maxTenants) entries.clear();
      entries.set(tenantId, { value, expires: Date.now() + ttlMs });
      return value;
    },
    forget: (tenantId: string) => void entries.delete(tenantId),
  };
}
