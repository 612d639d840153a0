import { baseConfigSchema } from '@smartcrm/kit';
import { z } from 'zod';

export const tenantConfigSchema = baseConfigSchema.extend({
  /**
   * DNS servers asked when a custom domain is verified (comma separated, e.g. 1.1.1.1,8.8.8.8);
   * empty: the system's resolvers. Without internet the check fails and says so; an operator can
   * still mark a domain verified (`npm run domain -- verify <workspace> <domain>`).
   */
  DOMAIN_DNS_SERVERS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
});
export type TenantConfig = z.infer<typeof tenantConfigSchema>;
