import { z } from 'zod';
import { Tenant } from './tenant.schema';
import {
  Month,
  OnboardClientInput,
  Partner,
  PartnerClient,
  PartnerClients,
  PartnerList,
  SharePercent,
  Statement,
} from './partner.schema';

/** The partner domain's request/reply methods; rpc.ts combines every domain's. */
export const partnerRpcMethods = {
  /** Partners (agencies): the envelope tenant is the partner; operators name any partner. */
  'tenant.partners.create_client': { request: OnboardClientInput.omit({ owner: true }), reply: Tenant },
  'tenant.partners.clients': { request: z.object({}), reply: PartnerClients },
  'tenant.partners.client': { request: z.object({ tenantId: z.uuid() }), reply: PartnerClient },
  'tenant.partners.statement': {
    request: z.object({ partnerId: z.uuid().optional(), from: Month, to: Month }),
    reply: Statement,
  },
  'tenant.partners.list': { request: z.object({}), reply: PartnerList },
  'tenant.partners.set_share': {
    request: z.object({ tenantId: z.uuid(), sharePercent: SharePercent }),
    reply: Partner,
  },
} as const;
