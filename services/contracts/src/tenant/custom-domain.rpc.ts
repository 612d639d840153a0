import { z } from 'zod';
import { Tenant, TenantIdentifier } from './tenant.schema';
import { CustomDomain, CustomDomainInput } from './custom-domain.schema';
import { Ack } from '../common/ack';

/** The custom domains' request/reply methods; rpc.ts combines every domain's. */
export const customDomainRpcMethods = {
  /** Custom domains of the envelope's tenant (custom_branding); verified ones resolve to it. */
  'tenant.domains.list': { request: z.object({}), reply: z.object({ items: z.array(CustomDomain) }) },
  'tenant.domains.add': { request: CustomDomainInput, reply: CustomDomain },
  'tenant.domains.remove': { request: CustomDomainInput, reply: Ack },
  /** Looks for the TXT record in DNS; the reply says whether it was found and why not. */
  'tenant.domains.verify': { request: CustomDomainInput, reply: CustomDomain },
  /** Platform operators (no actor; never called by the BFF): verified without a DNS check. */
  'tenant.domains.mark_verified': {
    request: CustomDomainInput.extend({ tenant: TenantIdentifier }),
    reply: CustomDomain,
  },
  /** The tenant a verified custom domain belongs to; not_found otherwise. */
  'tenant.domains.resolve': { request: z.object({ domain: z.string().max(253) }), reply: Tenant },
} as const;
