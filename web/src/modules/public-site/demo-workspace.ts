import { Board, ContactPage, type DemoPeriod, PeriodSummary } from '@smartcrm/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import type { DemoContact, DemoDeal } from './content/demo-data';

/**
 * The /demo pages read the demo workspace itself (read-only, no sign-in): its real figures per
 * period, its best-scored contacts and its pipeline. The landing page keeps its sample figures.
 */
export const demoFiguresQuery = (period: DemoPeriod) =>
  queryOptions({
    queryKey: ['demo-workspace', 'dashboard', period],
    queryFn: async () => PeriodSummary.parse(await apiRequest(`/api/demo/dashboard?period=${period}`)),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

export const demoContactsQuery = () =>
  queryOptions({
    queryKey: ['demo-workspace', 'contacts'],
    queryFn: async (): Promise<DemoContact[]> =>
      ContactPage.parse(await apiRequest('/api/demo/contacts')).items.map((c) => ({
        name: c.name,
        title: c.position ?? c.title ?? '',
        company: c.company ?? '',
        status: c.status,
        interest: c.interestLevel,
        score: c.leadScore ?? 0,
        tags: c.tags,
      })),
    staleTime: 60_000,
  });

/** The open stages of the demo workspace's pipeline, each with its first deals. */
export const demoPipelineQuery = () =>
  queryOptions({
    queryKey: ['demo-workspace', 'pipeline'],
    queryFn: async (): Promise<{ name: string; deals: DemoDeal[] }[]> => {
      const board = Board.parse(await apiRequest('/api/demo/pipeline'));
      return board.pipeline.stages
        .filter((stage) => stage.kind === 'open')
        .map((stage) => ({
          name: stage.name,
          deals: (board.columns.find((c) => c.stageId === stage.id)?.deals ?? []).map((d) => ({
            title: d.title,
            company: d.contactName ?? '',
            value: d.value,
            probability: d.probability,
          })),
        }));
    },
    staleTime: 60_000,
  });
