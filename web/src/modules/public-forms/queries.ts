import type {
  ContactRequestBody,
  HealthResponse,
  NewsletterConfirmResponse,
  PricingResponse,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';

/** The plans of the package builder as the pricing section offers them (public, no workspace). */
export const pricingQuery = queryOptions({
  queryKey: ['/api/public/pricing'] as const,
  queryFn: () => apiRequest<PricingResponse>('/api/public/pricing'),
  staleTime: 60_000,
});

export const statusRefreshMs = 15_000;

/**
 * The BFF's health check of every service. It answers 503 with the same body while one is
 * down, which is a state to show here, not an error.
 */
export const healthQuery = queryOptions({
  queryKey: ['/api/health'] as const,
  queryFn: async (): Promise<HealthResponse> => {
    const response = await fetch('/api/health', { headers: { Accept: 'application/json' } });
    if (response.status !== 200 && response.status !== 503) throw new Error(`HTTP ${response.status}`);
    return (await response.json()) as HealthResponse;
  },
  refetchInterval: statusRefreshMs,
});

export const subscribeToNewsletter = (email: string) =>
  apiRequest<{ message: string }>('/api/public/newsletter', { method: 'POST', body: { email } });

export const confirmNewsletter = (token: string) =>
  apiRequest<NewsletterConfirmResponse>('/api/public/newsletter/confirm', { method: 'POST', body: { token } });

export const sendContactRequest = (body: ContactRequestBody) =>
  apiRequest<{ message: string }>('/api/public/contact', { method: 'POST', body });
