import {
  type AnalyticsScreen,
  type AnalyticsScreenData,
  analyticsScreens,
  DealAnalytics,
  type Timeframe,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Invalidating `analyticsKeys.all` refreshes every screen (a deal changed somewhere). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  dealAnalytics: (timeframe: Timeframe) => [...analyticsKeys.all, 'deal-analytics', timeframe] as const,
  screen: (screen: AnalyticsScreen) => [...analyticsKeys.all, screen] as const,
};

export const dealAnalyticsQuery = (timeframe: Timeframe) =>
  queryOptions({
    queryKey: analyticsKeys.dealAnalytics(timeframe),
    queryFn: async () => DealAnalytics.parse(await apiRequest(`/api/analytics/deal-analytics?timeframe=${timeframe}`)),
    staleTime: 30_000,
  });

export const screenQuery = <S extends AnalyticsScreen>(screen: S) =>
  queryOptions({
    queryKey: analyticsKeys.screen(screen),
    queryFn: async () =>
      analyticsScreens[screen].parse(
        await apiRequest(`/api/analytics/${screen.replaceAll('_', '-')}`),
      ) as AnalyticsScreenData<S>,
    staleTime: 30_000,
  });
