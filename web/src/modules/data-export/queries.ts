import { DataExport, type DataExportKind, DataExportList } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { tenantQuery } from '../tenant/utils/tenant-storage';

export const exportKeys = { list: (kind: DataExportKind) => ['data-exports', kind] as const };

const busy = (items: DataExport[]) => items.some((e) => e.status === 'queued' || e.status === 'running');

/** My recent exports of a kind; polled while one is still being written (events make it sooner). */
export const exportListQuery = (kind: DataExportKind) =>
  queryOptions({
    queryKey: exportKeys.list(kind),
    queryFn: async () => DataExportList.parse(await apiRequest(`/api/${kind}/exports`)).items,
    refetchInterval: (query) => (query.state.data && busy(query.state.data) ? 3000 : false),
  });

export const startExport = async (kind: DataExportKind, query: object) =>
  DataExport.parse(await apiRequest(`/api/${kind}/exports`, { method: 'POST', body: { query } }));

/** A plain link (the browser downloads it), so the workspace travels in the query, as a page address does. */
export const downloadUrl = (item: Pick<DataExport, 'id' | 'kind'>) => {
  const tenant = tenantQuery();
  return `/api/${item.kind}/exports/${item.id}/download${tenant}`;
};
