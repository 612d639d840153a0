import {
  DrillPage,
  ReportResult,
  type ReportSpecInput,
  SavedReport,
  type SavedReportInput,
  type SavedReportPatch,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, csrfHeaders } from '../../api/http';
import { tenantHeaders } from '../tenant/utils/tenant-storage';

/** Invalidating `reportKeys.all` re-runs every open report (a saved one changed, a deal moved). */
export const reportKeys = {
  all: ['reports'] as const,
  saved: () => [...reportKeys.all, 'saved'] as const,
  run: (spec: ReportSpecInput) => [...reportKeys.all, 'run', spec] as const,
  drill: (spec: ReportSpecInput, keys: (string | null)[], offset: number) =>
    [...reportKeys.all, 'drill', spec, keys, offset] as const,
};

export const reportRunQuery = (spec: ReportSpecInput) =>
  queryOptions({
    queryKey: reportKeys.run(spec),
    queryFn: async () => ReportResult.parse(await apiRequest('/api/reports/run', { method: 'POST', body: { spec } })),
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });

export const drillQuery = (spec: ReportSpecInput, keys: (string | null)[], offset: number) =>
  queryOptions({
    queryKey: reportKeys.drill(spec, keys, offset),
    queryFn: async () =>
      DrillPage.parse(
        await apiRequest('/api/reports/drill', { method: 'POST', body: { spec, keys, offset, limit: 25 } }),
      ),
    staleTime: 30_000,
  });

export const savedReportsQuery = queryOptions({
  queryKey: reportKeys.saved(),
  queryFn: async () => SavedReport.array().parse((await apiRequest<{ items: unknown }>('/api/reports')).items),
  staleTime: 60_000,
});

export const createReport = async (body: SavedReportInput) =>
  SavedReport.parse(await apiRequest('/api/reports', { method: 'POST', body }));

export const updateReport = async ({ id, ...patch }: SavedReportPatch & { id: string }) =>
  SavedReport.parse(await apiRequest(`/api/reports/${id}`, { method: 'PATCH', body: patch }));

export const deleteReport = (id: string) => apiRequest(`/api/reports/${id}`, { method: 'DELETE' });

/** The result table as the server writes CSV (formula-safe), saved as a file. */
export async function downloadReportCsv(spec: ReportSpecInput, fileName: string) {
  const response = await fetch('/api/reports/export.csv', {
    method: 'POST',
    credentials: 'include',
    headers: { 'content-type': 'application/json', ...tenantHeaders(), ...csrfHeaders() },
    body: JSON.stringify({ spec }),
  });
  if (!response.ok) throw new Error(`Export failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  link.click();
  URL.revokeObjectURL(url);
}
