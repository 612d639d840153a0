import {
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  type WebhookEndpointInput,
  WebhookEndpointList,
  WebhookEndpointWithSecret,
} from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../api/http';
import { ApiDocument } from './utils/api-document';

const path = '/api/webhooks';
export const webhookKeys = {
  endpoints: ['webhooks'] as const,
  deliveries: (endpointId: string) => ['webhooks', endpointId, 'deliveries'] as const,
};

export const endpointsQuery = () =>
  queryOptions({
    queryKey: webhookKeys.endpoints,
    queryFn: async () => WebhookEndpointList.parse(await apiRequest(path)).items,
  });

export const deliveriesQuery = (endpointId: string) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(endpointId),
    queryFn: async () => WebhookDeliveryPage.parse(await apiRequest(`${path}/${endpointId}/deliveries`)).items,
    // A delivery's retries happen in the background: the log follows them while it is open.
    refetchInterval: 5_000,
  });

export const createEndpoint = async (endpoint: z.input<typeof WebhookEndpointInput>) =>
  WebhookEndpointWithSecret.parse(await apiRequest(path, { method: 'POST', body: endpoint }));

export const setEndpointEnabled = async (id: string, enabled: boolean) =>
  WebhookEndpoint.parse(await apiRequest(`${path}/${id}`, { method: 'PATCH', body: { enabled } }));

export const deleteEndpoint = (id: string) => apiRequest(`${path}/${id}`, { method: 'DELETE' });

export const redeliver = async (deliveryId: string) =>
  WebhookDelivery.parse(await apiRequest(`${path}/deliveries/${deliveryId}/redeliver`, { method: 'POST' }));

/** The BFF's own OpenAPI document, which the reference page lays out. */
export const apiDocumentQuery = () =>
  queryOptions({
    queryKey: ['/api/docs/json'],
    queryFn: async () => ApiDocument.parse(await apiRequest('/api/docs/json')),
    staleTime: Number.POSITIVE_INFINITY,
  });
