import { ApiKeyList, type CreateApiKeyRequest, CreatedApiKey } from '@smartcrm/contracts';
import type { z } from 'zod';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { tenantQuery } from '../tenant/utils/tenant-storage';

const path = '/api/settings/api-keys';
export const apiKeyKeys = { all: ['api-keys'] as const };

export const apiKeysQuery = () =>
  queryOptions({
    queryKey: apiKeyKeys.all,
    queryFn: async () => ApiKeyList.parse(await apiRequest(path)).items,
  });

export type NewApiKey = z.input<typeof CreateApiKeyRequest>;

export const createApiKey = async (key: NewApiKey) =>
  CreatedApiKey.parse(await apiRequest(path, { method: 'POST', body: key }));

export const revokeApiKey = (id: string) => apiRequest(`${path}/${id}`, { method: 'DELETE' });

/** The iframe another site pastes: this workspace's embed page with the key in its address. */
export function embedSnippet(secret: string): string {
  const workspace = tenantQuery().replace(/^\?/, '&');
  const src = `${window.location.origin}/dashboard-embed?key=${encodeURIComponent(secret)}${workspace}`;
  return `<iframe src="${src}" title="Sales dashboard" width="720" height="260" style="border:0"></iframe>`;
}
