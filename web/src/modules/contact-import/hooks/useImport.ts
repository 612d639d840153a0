import type { ContactImport, EventEnvelope } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { importQuery, importsPath } from '../queries';

interface ProgressData {
  importId: string;
  status: ContactImport['status'];
  counts: ContactImport['counts'];
}

/** The import by id, kept current by its progress events (polling covers a lost socket). */
export function useImport(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(importQuery(id));
  useRealtimeEvent('crm.import.progress', (event: EventEnvelope) => {
    const data = event.data as ProgressData;
    if (data.importId !== id) return;
    queryClient.setQueryData(
      importQuery(id).queryKey,
      (old) => old && { ...old, status: data.status, counts: data.counts },
    );
    if (data.status !== 'running') void queryClient.invalidateQueries({ queryKey: [importsPath, id] });
  });
  return query;
}
