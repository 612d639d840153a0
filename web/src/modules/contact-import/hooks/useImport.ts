import type { ContactImport, EventEnvelope } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { importKeys, importQuery, isActive } from '../queries';
import type { ImportKindCopy } from '../utils/import-kinds';

interface ProgressData {
  importId: string;
  status: ContactImport['status'];
  counts: ContactImport['counts'];
}

/** The import by id, kept current by its progress events (polling covers a lost socket). */
export function useImport(kind: ImportKindCopy, id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(importQuery(kind, id));
  useRealtimeEvent('crm.import.progress', (event: EventEnvelope) => {
    const data = event.data as ProgressData;
    if (data.importId !== id) return;
    queryClient.setQueryData(
      importQuery(kind, id).queryKey,
      (old) => old && { ...old, status: data.status, counts: data.counts },
    );
    if (data.status !== 'running') void queryClient.invalidateQueries({ queryKey: importKeys.detail(kind, id) });
  });
  // Once the job has ended (seen by event or by polling), the lists it changed are stale.
  const status = query.data?.status;
  useEffect(() => {
    if (!status || isActive(status)) return;
    for (const queryKey of kind.refreshes) void queryClient.invalidateQueries({ queryKey });
  }, [status, kind, queryClient]);
  return query;
}
