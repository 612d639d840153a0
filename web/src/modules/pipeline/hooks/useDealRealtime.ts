import type { EventEnvelope } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { dealKeys } from '../queries';

const isFinishedImport = (event: EventEnvelope) =>
  event.type === 'crm.import.progress' && (event.data as { status: string }).status !== 'running';

/** Another tab's or user's change to a deal or a pipeline shows here without a reload. */
export function useDealRealtime(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('*', (event) => {
    if (event.type.startsWith('crm.deal.')) void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    // Pipelines added, changed or removed; an import's end brings its deals.
    if (event.type.startsWith('crm.pipeline.') || isFinishedImport(event)) {
      void queryClient.invalidateQueries({ queryKey: dealKeys.pipelines });
      void queryClient.invalidateQueries({ queryKey: dealKeys.all });
    }
    // A renamed or deleted contact changes the name on its deals' cards.
    if (event.type.startsWith('crm.contact.')) void queryClient.invalidateQueries({ queryKey: dealKeys.all });
  });
}
