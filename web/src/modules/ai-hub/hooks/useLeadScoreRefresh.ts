import { useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { contactKeys } from '../../contacts/queries';
import { aiKeys } from '../queries';

/**
 * crm writes lead scores right after AI announces them: contacts on screen are read again a
 * moment later — once per burst, so a bulk run's stream of batches costs one refresh a second.
 */
export function useLeadScoreRefresh(): void {
  const queryClient = useQueryClient();
  const pending = useRef<Set<string> | null>(null);
  useRealtimeEvent('ai.contact.scored', (event) => {
    const { scores } = event.data as { scores: { contactId: string }[] };
    if (pending.current) {
      for (const s of scores.slice(0, 50)) pending.current.add(s.contactId);
      return;
    }
    pending.current = new Set(scores.slice(0, 50).map((s) => s.contactId));
    setTimeout(() => {
      const ids = pending.current ?? new Set<string>();
      pending.current = null;
      void queryClient.invalidateQueries({ queryKey: contactKeys.all });
      for (const id of ids) void queryClient.invalidateQueries({ queryKey: aiKeys.contact(id) });
    }, 1000);
  });
}
