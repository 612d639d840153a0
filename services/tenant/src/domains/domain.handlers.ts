import type { RpcHandlers } from '@smartcrm/kit';
import type { createDomainService } from './domain.service';

type DomainHandlers = Pick<
  RpcHandlers<'tenant'>,
  | 'tenant.domains.list'
  | 'tenant.domains.add'
  | 'tenant.domains.remove'
  | 'tenant.domains.verify'
  | 'tenant.domains.mark_verified'
  | 'tenant.domains.resolve'
>;

export function domainHandlers(domains: ReturnType<typeof createDomainService>): DomainHandlers {
  return {
    'tenant.domains.list': (_request, ctx) => domains.list(ctx),
    'tenant.domains.add': ({ domain }, ctx) => domains.add(domain, ctx),
    'tenant.domains.remove': async ({ domain }, ctx) => {
      await domains.remove(domain, ctx);
      return { ok: true };
    },
    'tenant.domains.verify': ({ domain }, ctx) => domains.verify(domain, ctx),
    'tenant.domains.mark_verified': ({ tenant, domain }, ctx) => domains.markVerified(tenant, domain, ctx),
    'tenant.domains.resolve': ({ domain }) => domains.resolve(domain),
  };
}
