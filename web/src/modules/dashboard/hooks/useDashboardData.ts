import { access, defaultUpcomingLimit } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { analyticsKeys, dealAnalyticsQuery } from '../../analytics/queries';
import { useAccessJudge } from '../../auth/hooks/useAccess';
import { appointmentKeys, upcomingQuery } from '../../calendar/queries';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { taskKeys } from '../../tasks/queries';
import { dashboardContactsQuery, dashboardKeys, dashboardRefreshMs } from '../queries';
import { hotLeadsQuery, newestContactsQuery } from '../utils/contact-lists';

const after = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec 000 §7: deals first, contacts 100 ms later, appointments 200 ms later; the page shows its
 * spinner until all three have answered (well or not) and then opens, with 'Failed to load
 * dashboard data' if one failed. Everything refreshes every 5 minutes and on change events.
 * What the user's role or plan may not read is not asked for: its sections show why instead.
 */
export function useDashboardData() {
  const queryClient = useQueryClient();
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const judge = useAccessJudge();
  const deals = judge(access.dealAnalytics) === 'allowed';
  const contacts = judge(access.contacts) === 'allowed';
  const calendar = judge(access.calendar) === 'allowed';

  const load = useCallback(async () => {
    const results = await Promise.allSettled([
      deals && queryClient.fetchQuery(dealAnalyticsQuery('month')),
      contacts &&
        after(100).then(() =>
          Promise.all([
            queryClient.fetchQuery(dashboardContactsQuery(hotLeadsQuery)),
            queryClient.fetchQuery(dashboardContactsQuery(newestContactsQuery)),
          ]),
        ),
      calendar && after(200).then(() => queryClient.fetchQuery(upcomingQuery(defaultUpcomingLimit))),
    ]);
    setError(results.some((r) => r.status === 'rejected') ? 'Failed to load dashboard data' : null);
    setLoaded(true);
  }, [queryClient, deals, contacts, calendar]);

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(() => {
    for (const queryKey of [analyticsKeys.all, dashboardKeys.all, appointmentKeys.all, taskKeys.all]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  }, [queryClient]);

  useEffect(() => {
    const timer = setInterval(refresh, dashboardRefreshMs);
    return () => clearInterval(timer);
  }, [refresh]);

  useRealtimeEvent('*', (event) => {
    if (/^crm\.(deal|contact|task|appointment|activity)\./.test(event.type)) refresh();
  });

  return { loaded, error, retry: load };
}
