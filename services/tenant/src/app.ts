import type { BaseConfig, ServiceDefinition } from '@smartcrm/kit';
import { brandingHandlers } from './branding/branding.handlers';
import { createBrandingService } from './branding/branding.service';
import { migrations } from './db/migrations';
import type { TenantDb } from './db/schema';
import { tenantHandlers } from './tenants/tenant.handlers';
import { createTenantService } from './tenants/tenant.service';

export const tenantService: ServiceDefinition<'tenant', TenantDb, BaseConfig> = {
  name: 'tenant',
  version: '0.1.0',
  migrations,
  setup: ({ uow }) => ({
    ...tenantHandlers(createTenantService(uow)),
    ...brandingHandlers(createBrandingService(uow)),
  }),
};
