import { SessionsResponse } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

export const sessionsPath = '/api/auth/sessions';

export const accountKeys = { sessions: [sessionsPath] as const };

export const sessionsQuery = queryOptions({
  queryKey: accountKeys.sessions,
  queryFn: async () => SessionsResponse.parse(await apiRequest(sessionsPath)).sessions,
  staleTime: 0,
});
