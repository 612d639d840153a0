import { useQuery, useQueryClient } from '@tanstack/react-query';
import { contactKeys, contactQuery } from '../queries';
import { type ContactPages, findContact } from '../utils/contact-pages';

/** One contact, shown at once from a loaded list while its own request confirms it. */
export function useContactDetail(id: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...contactQuery(id ?? ''),
    enabled: Boolean(id),
    placeholderData: () =>
      queryClient
        .getQueriesData<ContactPages>({ queryKey: contactKeys.lists() })
        .map(([, data]) => (id ? findContact(data, id) : undefined))
        .find(Boolean),
  });
  return { contact: query.data, isPending: query.isPending && Boolean(id) };
}
