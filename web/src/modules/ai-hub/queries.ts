import type {
  AiPreferences,
  AiProviderStatus,
  AiUsageSummary,
  BulkRun,
  ContactAnalysis,
  JobFailure,
  ModelCatalogue,
  ScoreInsight,
  UsageTimeframe,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** Spec 000 §9: the AI status refreshes every 30 s. */
export const aiStatusRefreshMs = 30_000;

export const aiKeys = {
  all: ['ai'] as const,
  contact: (id: string) => ['ai', 'contact', id] as const,
  runs: ['ai', 'bulk-runs'] as const,
};

export const aiStatusQuery = queryOptions({
  queryKey: [...aiKeys.all, 'status'],
  queryFn: () => apiRequest<AiProviderStatus>('/api/openai/status'),
  refetchInterval: aiStatusRefreshMs,
});

export const aiPreferencesQuery = queryOptions({
  queryKey: [...aiKeys.all, 'preferences'],
  queryFn: () => apiRequest<AiPreferences>('/api/ai/preferences'),
});

export const modelCatalogueQuery = queryOptions({
  queryKey: [...aiKeys.all, 'models'],
  queryFn: () => apiRequest<ModelCatalogue>('/api/ai/models'),
});

export const aiUsageQuery = (timeframe: UsageTimeframe) =>
  queryOptions({
    queryKey: [...aiKeys.all, 'usage', timeframe],
    queryFn: () => apiRequest<AiUsageSummary>(`/api/ai/usage?timeframe=${timeframe}`),
  });

export const contactAnalysisQuery = (contactId: string) =>
  queryOptions({
    queryKey: aiKeys.contact(contactId),
    queryFn: () => apiRequest<ContactAnalysis>(`/api/ai/contacts/${contactId}`),
  });

export const orchestratorRequestsQuery = queryOptions({
  queryKey: [...aiKeys.all, 'requests'],
  queryFn: () =>
    apiRequest<{
      items: {
        id: string;
        type: string;
        status: string;
        priority: string;
        error: string | null;
        result: unknown;
        createdAt: string;
      }[];
    }>('/api/ai/requests?limit=10'),
});

export const scoreInsightsQuery = queryOptions({
  queryKey: [...aiKeys.all, 'insights'],
  queryFn: () => apiRequest<{ items: ScoreInsight[] }>('/api/ai/insights?limit=10'),
});

export const bulkRunsQuery = queryOptions({
  queryKey: aiKeys.runs,
  queryFn: () => apiRequest<{ items: BulkRun[] }>('/api/ai/bulk-runs'),
});

export const bulkFailuresQuery = queryOptions({
  queryKey: [...aiKeys.all, 'bulk-runs', 'failures'],
  queryFn: () => apiRequest<{ items: JobFailure[] }>('/api/ai/bulk-runs/failures'),
});

/** The backend's health check, for the integrations panel's badge. */
export const backendHealthQuery = queryOptions({
  queryKey: ['health'],
  queryFn: () => apiRequest<{ status: string }>('/api/health'),
  refetchInterval: 30_000,
});
