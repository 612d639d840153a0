import { QueryClient } from '@tanstack/react-query';
import { ApiError, defaultQueryFn } from './api/http';

/** Cache constants of spec 000 §9. */
export const queryCache = {
  retry: 1,
  staleTime: 300_000,
  gcTime: 600_000,
} as const;

/** Retries once (spec 000 §9), but never a request the server refused as a client error. */
function shouldRetry(failureCount: number, error: Error): boolean {
  const refused = error instanceof ApiError && error.status >= 400 && error.status < 500;
  return !refused && failureCount < queryCache.retry;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: defaultQueryFn,
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: queryCache.staleTime,
        gcTime: queryCache.gcTime,
      },
      mutations: { retry: shouldRetry },
    },
  });
}

export const queryClient = createQueryClient();
