import { TenantSlug } from '@smartcrm/contracts';
import { z } from 'zod';

/**
 * The sign-in and forgot-password forms ask for the workspace when no address or stored choice
 * names one: then it must be a slug, else whatever the hidden field holds is ignored (null).
 */
export function withWorkspace<Shape extends z.ZodRawShape>(schema: z.ZodObject<Shape>, ask: boolean) {
  const workspace: z.ZodType<string | null, string> = ask ? TenantSlug : z.string().transform(() => null);
  return schema.extend({ workspace });
}
