import { SessionsResponse } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const sessionsPath = '/api/auth/sessions';

export const sessionsQuery = queryOptions({
  queryKey: [sessionsPath] as const,
  queryFn: async () => SessionsResponse.parse(await apiRequest(sessionsPath)).sessions,
  staleTime: 0,
});
