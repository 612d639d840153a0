import { z } from 'zod';

/** One service as the NATS services API reports it, summed over its running instances. */
export const ServiceHealth = z.object({
  name: z.string(),
  up: z.boolean(),
  instances: z.number().int(),
  requests: z.number().int(),
  errors: z.number().int(),
  averageLatencyMs: z.number(),
});
export type ServiceHealth = z.infer<typeof ServiceHealth>;

/** `GET /api/health`: public (the /status page); says whether every service answers and how fast. */
export const HealthResponse = z.object({
  status: z.enum(['ok', 'degraded']),
  services: z.record(
    z.string(),
    z.object({
      up: z.boolean(),
      instances: z.number().int(),
      /** The service's own average time per request since it started, in milliseconds. */
      averageLatencyMs: z.number(),
    }),
  ),
  checkedAt: z.string(),
});
export type HealthResponse = z.infer<typeof HealthResponse>;

/** `GET /api/admin/services`: super admins only. */
export const ServicesResponse = z.object({ services: z.array(ServiceHealth) });
export type ServicesResponse = z.infer<typeof ServicesResponse>;
