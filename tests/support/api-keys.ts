import { apiScopes } from '@smartcrm/contracts';
import { ApiClient } from './api-client';

/** An integrator's client: no cookie, the workspace in X-Tenant-ID, the key as a Bearer token. */
export class KeyClient extends ApiClient {
  constructor(
    tenant: string,
    readonly secret: string,
  ) {
    super(tenant);
  }

  override request<T = any>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.request<T>(method, path, body, { authorization: `Bearer ${this.secret}`, ...headers });
  }
}

/** Creates a key as `admin` (every scope unless told) and returns a client that calls with it. */
export async function keyClient(
  admin: ApiClient,
  slug: string,
  key: { name?: string; scopes?: readonly string[]; role?: string; expiresAt?: string | null } = {},
) {
  const created = await admin.post('/api/settings/api-keys', {
    name: key.name ?? 'Integration',
    scopes: key.scopes ?? apiScopes,
    role: key.role ?? 'super_admin',
    ...(key.expiresAt !== undefined ? { expiresAt: key.expiresAt } : {}),
  });
  if (created.status !== 201) throw new Error(`key not created: ${created.status} ${JSON.stringify(created.body)}`);
  return { client: new KeyClient(slug, created.body.secret), key: created.body };
}
