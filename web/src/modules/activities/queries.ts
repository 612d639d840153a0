import { Activity, type ActivityDraft, ActivityPage, type ActivityPatch } from '@smartcrm/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** A timeline belongs to a contact or a deal. */
export type TimelineParent = { contactId: string } | { dealId: string };

const basePath = (parent: TimelineParent) =>
  'contactId' in parent ? `/api/contacts/${parent.contactId}/activities` : `/api/deals/${parent.dealId}/activities`;

/** Keys by prefix: invalidating `activityKeys.all` refreshes every open timeline. */
export const activityKeys = {
  all: ['activities'] as const,
  timeline: (parent: TimelineParent) => [...activityKeys.all, parent] as const,
};

export const timelineQuery = (parent: TimelineParent) =>
  infiniteQueryOptions({
    queryKey: activityKeys.timeline(parent),
    queryFn: async ({ pageParam }) => {
      const params = new URLSearchParams({ limit: '20' });
      if (pageParam) params.set('cursor', pageParam);
      return ActivityPage.parse(await apiRequest(`${basePath(parent)}?${params}`));
    },
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    staleTime: 30_000,
  });

export const logActivity = async (parent: TimelineParent, draft: ActivityDraft) =>
  Activity.parse(await apiRequest(basePath(parent), { method: 'POST', body: draft }));

export const updateActivity = async (id: string, patch: ActivityPatch) =>
  Activity.parse(await apiRequest(`/api/activities/${id}`, { method: 'PATCH', body: patch }));

export const deleteActivity = (id: string) => apiRequest(`/api/activities/${id}`, { method: 'DELETE' });
