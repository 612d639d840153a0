import type { EventEnvelope } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../api/http';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { dropContacts, knownVersion, refreshLists, storeContact } from '../contact-cache';
import { contactQuery } from '../queries';

interface ContactEventData {
  contactId?: string;
  version?: number;
}

const dataOf = (event: EventEnvelope) => event.data as ContactEventData;

/** Keeps lists and open contacts current when this or another tab (or user) changes a contact. */
export function useContactRealtime(): void {
  const queryClient = useQueryClient();

  useRealtimeEvent('crm.contact.updated', (event) => {
    const { contactId, version = Number.POSITIVE_INFINITY } = dataOf(event);
    // This tab's own saves (and unloaded contacts) need no extra request.
    if (!contactId || knownVersion(queryClient, contactId) === 0) return;
    if (knownVersion(queryClient, contactId) >= version) return;
    queryClient
      .fetchQuery({ ...contactQuery(contactId), staleTime: 0 })
      .then((contact) => storeContact(queryClient, contact))
      .catch((error: unknown) => {
        if (error instanceof ApiError && error.status === 404) dropContacts(queryClient, [contactId]);
      });
  });
  useRealtimeEvent('crm.contact.deleted', (event) => {
    const { contactId } = dataOf(event);
    if (contactId) dropContacts(queryClient, [contactId]);
  });
  useRealtimeEvent('crm.contact.created', () => void refreshLists(queryClient));
  useRealtimeEvent('crm.contact.restored', () => void refreshLists(queryClient));
}
