import type { EventEnvelope, UserImport } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { userImportKeys, userImportQuery } from '../queries';

interface ProgressData {
  importId: string;
  status: UserImport['status'];
  counts: UserImport['counts'];
}

/** The import by id, moved on by its progress events (polling covers a lost socket). */
export function useUserImport(id: string) {
  const queryClient = useQueryClient();
  const query = useQuery(userImportQuery(id));
  useRealtimeEvent('identity.user_import.progress', (event: EventEnvelope) => {
    const data = event.data as ProgressData;
    if (data.importId !== id) return;
    queryClient.setQueryData(
      userImportQuery(id).queryKey,
      (old) => old && { ...old, status: data.status, counts: data.counts },
    );
    if (data.status !== 'running') void queryClient.invalidateQueries({ queryKey: userImportKeys.detail(id) });
  });
  return query;
}
