import { MailPage } from '@smartcrm/contracts';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const mailboxPath = '/api/admin/mailbox';

export const mailboxKeys = { all: [mailboxPath] as const };

export const mailboxQuery = infiniteQueryOptions({
  queryKey: mailboxKeys.all,
  queryFn: async ({ pageParam }) =>
    MailPage.parse(await apiRequest(`${mailboxPath}?limit=25${pageParam ? `&after=${pageParam}` : ''}`)),
  initialPageParam: null as string | null,
  getNextPageParam: (last) => last.nextCursor,
  staleTime: 0,
  // A queued mail turns logged or sent within seconds; look again until none is waiting.
  refetchInterval: (query) =>
    query.state.data?.pages.some((page) => page.messages.some((mail) => mail.status === 'pending')) ? 2000 : false,
});
