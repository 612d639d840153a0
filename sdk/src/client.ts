import createClient from 'openapi-fetch';
import type { paths } from './api-types';

export interface SmartCrmOptions {
  /** The product's address, e.g. https://crm.example.com (or the workspace's own domain). */
  baseUrl: string;
  /** An API key (smk_…) made at Settings → API keys; its scopes decide what it may call. */
  apiKey: string;
  /** The workspace's slug or id, sent as X-Tenant-ID; not needed when baseUrl is its own domain. */
  workspace?: string;
  /** Another fetch (a proxy's, a test's). */
  fetch?: typeof fetch;
}

/**
 * A client whose paths, parameters, bodies and replies are typed from the OpenAPI document:
 * `const { data, error } = await crm.GET('/api/contacts', { params: { query: { limit: 10 } } })`.
 * An error reply is `error`: the `{ code, message, details? }` envelope.
 */
export function createSmartCrm({ baseUrl, apiKey, workspace, fetch: customFetch }: SmartCrmOptions) {
  return createClient<paths>({
    baseUrl,
    headers: { authorization: `Bearer ${apiKey}`, ...(workspace ? { 'x-tenant-id': workspace } : {}) },
    ...(customFetch ? { fetch: customFetch } : {}),
  });
}
export type SmartCrm = ReturnType<typeof createSmartCrm>;
