import { baseConfigSchema } from '@smartcrm/kit';
import { z } from 'zod';

export const identityConfigSchema = baseConfigSchema.extend({
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
