import { AsyncLocalStorage } from 'node:async_hooks';
import { CompiledQuery, type DatabaseConnection } from 'kysely';

/**
 * Row-level security reads `app.tenant_id`. Instead of setting it inside every transaction
 * (a round trip each time), each pooled connection keeps it at session level and it is
 * changed only when the connection is handed to work for another tenant. Every hand-out
 * passes through `pinTenant`, so a connection never serves work with a tenant it was not
 * given: work outside `withTenantConnection` gets '' (no tenant, so no tenant rows).
 */
const wanted = new AsyncLocalStorage<string>();
const pinned = new WeakMap<DatabaseConnection, string>();

/** Runs `work` so that every connection it takes from the pool is pinned to `tenantId` ('' for none). */
export const withTenantConnection = <T>(tenantId: string, work: () => Promise<T>): Promise<T> =>
  wanted.run(tenantId, work);

/** The pool's reserve hook: sets the session's tenant when it is not the one the work needs. */
export async function pinTenant(connection: DatabaseConnection): Promise<void> {
  const tenantId = wanted.getStore() ?? '';
  if (pinned.get(connection) === tenantId) return;
  pinned.delete(connection);
  await connection.executeQuery(CompiledQuery.raw("SELECT set_config('app.tenant_id', $1, false)", [tenantId]));
  pinned.set(connection, tenantId);
}
