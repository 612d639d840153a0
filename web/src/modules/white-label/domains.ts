import { CustomDomain, CustomDomainList } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

const domainsPath = '/api/tenant/domains';

export const domainKeys = { all: [domainsPath] as const };

export const domainsQuery = () =>
  queryOptions({
    queryKey: domainKeys.all,
    queryFn: async () => CustomDomainList.parse(await apiRequest(domainsPath)),
  });

export const addDomain = async (domain: string) =>
  CustomDomain.parse(await apiRequest(domainsPath, { method: 'POST', body: { domain } }));

export const verifyDomain = async (domain: string) =>
  CustomDomain.parse(await apiRequest(`${domainsPath}/${encodeURIComponent(domain)}/verify`, { method: 'POST' }));

export const removeDomain = (domain: string) =>
  apiRequest(`${domainsPath}/${encodeURIComponent(domain)}`, { method: 'DELETE' });
