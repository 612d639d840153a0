import { MemberList } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** The workspace's people (owners, assignees); refreshed with the spec's default staleness. */
export const membersQuery = () =>
  queryOptions({
    queryKey: ['members'] as const,
    queryFn: async () => MemberList.parse(await apiRequest('/api/members')).items,
  });
