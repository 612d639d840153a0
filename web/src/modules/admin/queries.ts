import {
  AdminAnalytics,
  AdminOverview,
  AuditPage,
  ContactRequestPage,
  NewsletterPage,
  ServicesResponse,
} from '@smartcrm/contracts';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** The live services table refreshes on this period. */
export const servicesRefreshMs = 30_000;

export const adminServicesQuery = queryOptions({
  queryKey: ['/api/admin/services'] as const,
  queryFn: async () => ServicesResponse.parse(await apiRequest('/api/admin/services')).services,
  refetchInterval: servicesRefreshMs,
});

/** Users, sessions, service health and alerts; refreshed with the services table. */
export const adminOverviewQuery = queryOptions({
  queryKey: ['/api/admin/overview'] as const,
  queryFn: async () => AdminOverview.parse(await apiRequest('/api/admin/overview')),
  refetchInterval: servicesRefreshMs,
});

export const auditLogPath = '/api/admin/audit-log';

/** The newest audit entries (the admin panel's recent activity). */
/** The newest audit entries, or with `search` those whose actor, action or record match. */
export const auditLogQuery = (search: string) =>
  queryOptions({
    queryKey: [auditLogPath, 'recent', search] as const,
    queryFn: async () => {
      const params = new URLSearchParams({ limit: search ? '25' : '10', ...(search ? { search } : {}) });
      return AuditPage.parse(await apiRequest(`${auditLogPath}?${params}`)).entries;
    },
    staleTime: 0,
  });

/** System Analytics: the last 30 days of activity and the services' counts. */
export const adminAnalyticsQuery = queryOptions({
  queryKey: ['/api/admin/analytics'] as const,
  queryFn: async () => AdminAnalytics.parse(await apiRequest('/api/admin/analytics')),
});

export const newsletterPath = '/api/operator/newsletter';
export const contactRequestsPath = '/api/operator/contact-requests';

/** Platform operators: newsletter subscribers, newest first, a page at a time. */
export const newsletterQuery = (status: '' | 'pending' | 'confirmed') =>
  infiniteQueryOptions({
    queryKey: [newsletterPath, status] as const,
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '50', ...(status ? { status } : {}) });
      if (pageParam) params.set('after', pageParam);
      return NewsletterPage.parse(await apiRequest(`${newsletterPath}?${params}`));
    },
    initialPageParam: '',
    getNextPageParam: (page) => page.nextCursor ?? undefined,
  });

/** Platform operators: what visitors sent through the contact form, newest first. */
export const contactRequestsQuery = infiniteQueryOptions({
  queryKey: [contactRequestsPath] as const,
  queryFn: async ({ pageParam }) => {
    const params = new URLSearchParams({ limit: '25' });
    if (pageParam) params.set('after', pageParam);
    return ContactRequestPage.parse(await apiRequest(`${contactRequestsPath}?${params}`));
  },
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
  refetchInterval: 60_000,
});
