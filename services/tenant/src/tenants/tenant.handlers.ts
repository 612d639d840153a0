import type { RpcHandlers } from '@smartcrm/kit';
import type { createTenantService } from './tenant.service';

type RegistryHandlers = Pick<
  RpcHandlers<'tenant'>,
  'tenant.tenants.resolve' | 'tenant.tenants.create' | 'tenant.tenants.discard'
>;

export function tenantHandlers(service: ReturnType<typeof createTenantService>): RegistryHandlers {
  return {
    'tenant.tenants.resolve': ({ identifier }) => service.resolve(identifier),
    'tenant.tenants.create': (input) => service.create(input),
    'tenant.tenants.discard': async ({ tenantId }) => {
      await service.discard(tenantId);
      return { ok: true };
    },
  };
}
