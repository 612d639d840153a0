import type { RpcHandlers } from '@smartcrm/kit';
import type { createPartnerService } from './partner.service';

type PartnerHandlers = Pick<
  RpcHandlers<'tenant'>,
  | 'tenant.partners.create_client'
  | 'tenant.partners.clients'
  | 'tenant.partners.client'
  | 'tenant.partners.statement'
  | 'tenant.partners.list'
  | 'tenant.partners.set_share'
>;

export function partnerHandlers(partners: ReturnType<typeof createPartnerService>): PartnerHandlers {
  return {
    'tenant.partners.create_client': (input, ctx) => partners.createClient(input, ctx),
    'tenant.partners.clients': (_input, ctx) => partners.clients(ctx),
    'tenant.partners.client': ({ tenantId }, ctx) => partners.client(tenantId, ctx),
    'tenant.partners.statement': (query, ctx) => partners.statement(query, ctx),
    'tenant.partners.list': async (_input, ctx) => ({ partners: await partners.list(ctx) }),
    'tenant.partners.set_share': ({ tenantId, sharePercent }, ctx) => partners.setShare(tenantId, sharePercent, ctx),
  };
}
