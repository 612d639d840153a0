import {
  activityFeedLimit,
  BadgeCounts,
  type ContactListQuery,
  ContactPage,
  type DashboardLayout,
  RecentActivity,
  SavedDashboardLayout,
  type TaskListQuery,
  TaskPage,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { endOfDay, startOfDay } from 'date-fns';
import { z } from 'zod';
import { apiRequest } from '../../api/http';

/** Spec 000 §7: the dashboard's figures refetch every 5 minutes (and on change events). */
export const dashboardRefreshMs = 5 * 60_000;

export const dashboardKeys = {
  all: ['dashboard'] as const,
  layout: ['dashboard', 'layout'] as const,
  badge: ['dashboard', 'badge'] as const,
  feed: (kinds: string) => ['dashboard', 'feed', kinds] as const,
  contacts: (query: ContactListQuery) => ['dashboard', 'contacts', query] as const,
};

export const layoutQuery = queryOptions({
  queryKey: dashboardKeys.layout,
  queryFn: async () => SavedDashboardLayout.parse(await apiRequest('/api/dashboard/layout')),
  staleTime: Number.POSITIVE_INFINITY,
});

export const saveLayout = async (layout: DashboardLayout) =>
  SavedDashboardLayout.parse(await apiRequest('/api/dashboard/layout', { method: 'PUT', body: layout }));

export const resetLayout = () => apiRequest('/api/dashboard/layout', { method: 'DELETE' });

/** The badge counts the caller's local day's appointments. */
export const badgeQuery = queryOptions({
  queryKey: dashboardKeys.badge,
  queryFn: async () => {
    const now = new Date();
    const params = new URLSearchParams({ from: startOfDay(now).toISOString(), to: endOfDay(now).toISOString() });
    return BadgeCounts.parse(await apiRequest(`/api/dashboard/badge?${params}`));
  },
  refetchInterval: dashboardRefreshMs,
});

/** The tenant's newest timeline entries (all kinds, or only some: 'call,email,note'). */
export const activityFeedQuery = (kinds = '', limit = activityFeedLimit) =>
  queryOptions({
    queryKey: dashboardKeys.feed(`${kinds}:${limit}`),
    queryFn: async () => {
      const params = new URLSearchParams({ limit: String(limit) });
      if (kinds) params.set('kind', kinds);
      return z.array(RecentActivity).parse(await apiRequest(`/api/dashboard/recent-activity?${params}`));
    },
    refetchInterval: dashboardRefreshMs,
  });

/** One page of contacts for a dashboard list (hot leads, newest contacts). */
export const dashboardContactsQuery = (query: ContactListQuery, enabled = true) =>
  queryOptions({
    queryKey: dashboardKeys.contacts(query),
    queryFn: async () => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
      return ContactPage.parse(await apiRequest(`/api/contacts?${params}`)).items;
    },
    enabled,
    refetchInterval: dashboardRefreshMs,
  });

/** Open tasks for a dashboard card; keyed under 'tasks' so a task change refreshes it too. */
export const dashboardTasksQuery = (query: TaskListQuery) =>
  queryOptions({
    queryKey: ['tasks', 'dashboard', query] as const,
    queryFn: async () => {
      const params = new URLSearchParams();
      for (const [name, value] of Object.entries(query)) if (value !== undefined) params.set(name, String(value));
      return TaskPage.parse(await apiRequest(`/api/tasks?${params}`)).items;
    },
    refetchInterval: dashboardRefreshMs,
  });
