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

export const auditLogPath = '/api/admin/audit-log';
export const newsletterPath = '/api/operator/newsletter';
export const contactRequestsPath = '/api/operator/contact-requests';

/** Keys start with the API path they read; invalidating `adminKeys.auditLog` refreshes every audit list. */
export const adminKeys = {
  services: ['/api/admin/services'] as const,
  overview: ['/api/admin/overview'] as const,
  analytics: ['/api/admin/analytics'] as const,
  auditLog: [auditLogPath] as const,
  recentAudit: (search: string) => [...adminKeys.auditLog, 'recent', search] as const,
  newsletter: (status: string) => [newsletterPath, status] as const,
  contactRequests: [contactRequestsPath] as const,
};

/** The live services table refreshes on this period. */
export const servicesRefreshMs = 30_000;

export const adminServicesQuery = queryOptions({
  queryKey: adminKeys.services,
  queryFn: async () => ServicesResponse.parse(await apiRequest('/api/admin/services')).services,
  refetchInterval: servicesRefreshMs,
});

/** Users, sessions, service health and alerts; refreshed with the services table. */
export const adminOverviewQuery = queryOptions({
  queryKey: adminKeys.overview,
  queryFn: async () => AdminOverview.parse(await apiRequest('/api/admin/overview')),
  refetchInterval: servicesRefreshMs,
});

/** The newest audit entries, or with `search` those whose actor, action or record match. */
export const auditLogQuery = (search: string) =>
  queryOptions({
    queryKey: adminKeys.recentAudit(search),
    queryFn: async () => {
      const params = new URLSearchParams({ limit: search ? '25' : '10', ...(search ? { search } : {}) });
      return AuditPage.parse(await apiRequest(`${auditLogPath}?${params}`)).entries;
    },
    staleTime: 0,
  });

/** System Analytics: the last 30 days of activity and the services' counts. */
export const adminAnalyticsQuery = queryOptions({
  queryKey: adminKeys.analytics,
  queryFn: async () => AdminAnalytics.parse(await apiRequest('/api/admin/analytics')),
});

/** Platform operators: newsletter subscribers, newest first, a page at a time. */
export const newsletterQuery = (status: '' | 'pending' | 'confirmed') =>
  infiniteQueryOptions({
    queryKey: adminKeys.newsletter(status),
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
  queryKey: adminKeys.contactRequests,
  queryFn: async ({ pageParam }) => {
    const params = new URLSearchParams({ limit: '25' });
    if (pageParam) params.set('after', pageParam);
    return ContactRequestPage.parse(await apiRequest(`${contactRequestsPath}?${params}`));
  },
  initialPageParam: '',
  getNextPageParam: (page) => page.nextCursor ?? undefined,
  refetchInterval: 60_000,
});
