import type { TenantInfo } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const tenantInfoPath = '/api/tenant/info';

export const tenantKeys = {
  all: [tenantInfoPath] as const,
  info: (identifier: string | null) => [...tenantKeys.all, identifier] as const,
};

/** Tenant lookup failures are ignored (spec 000 §7): the app then runs without branding. */
async function fetchTenantInfo(): Promise<TenantInfo | null> {
  try {
    const [body, { TenantInfoResponse }] = await Promise.all([
      apiRequest(tenantInfoPath),
      import('../../api/first-load-schemas'),
    ]);
    const parsed = TenantInfoResponse.safeParse(body);
    return parsed.success ? parsed.data.tenant : null;
  } catch {
    return null;
  }
}

export const tenantInfoQuery = (identifier: string | null) =>
  queryOptions({
    queryKey: tenantKeys.info(identifier),
    queryFn: fetchTenantInfo,
    enabled: identifier !== null,
  });
