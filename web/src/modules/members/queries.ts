import { MemberList } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const memberKeys = { all: ['members'] as const };

/** The workspace's people (owners, assignees); refreshed with the spec's default staleness. */
export const membersQuery = () =>
  queryOptions({
    queryKey: memberKeys.all,
    queryFn: async () => MemberList.parse(await apiRequest('/api/members')).items,
  });
