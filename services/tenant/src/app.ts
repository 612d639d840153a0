import { migrationFolder, type ServiceDefinition } from '@smartcrm/kit';
import { brandingHandlers } from './branding/branding.handlers';
import { createBrandingService } from './branding/branding.service';
import { type TenantConfig, tenantConfigSchema } from './config';
import type { TenantDb } from './db/schema';
import { createTenantAdminService } from './operators/tenant-admin.service';
import { partnerHandlers } from './partners/partner.handlers';
import { createPartnerService } from './partners/partner.service';
import { planHandlers } from './plans/plan.handlers';
import { createPlanService } from './plans/plan.service';
import { createAiCreditService } from './quotas/ai-credit.service';
import { dnsTxtLookup } from './domains/domain-check';
import { domainHandlers } from './domains/domain.handlers';
import { createDomainService } from './domains/domain.service';
import { tenantHandlers } from './tenants/tenant.handlers';
import { createTenantService } from './tenants/tenant.service';
import { trialHandlers } from './trials/trial.handlers';
import { createTrialService } from './trials/trial.service';

export const tenantService: ServiceDefinition<'tenant', TenantDb, TenantConfig> = {
  name: 'tenant',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: tenantConfigSchema,
  setup: ({ uow, config }) => ({
    ...tenantHandlers(createTenantService(uow)),
    ...brandingHandlers(createBrandingService(uow)),
    ...planHandlers(createPlanService(uow), createAiCreditService(uow), createTenantAdminService(uow)),
    ...partnerHandlers(createPartnerService(uow)),
    ...trialHandlers(createTrialService(uow)),
    ...domainHandlers(createDomainService(uow, dnsTxtLookup(config.DOMAIN_DNS_SERVERS))),
  }),
};
