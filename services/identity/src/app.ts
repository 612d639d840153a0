import { createPlanCache, type ServiceDefinition, migrationFolder } from '@smartcrm/kit';
import { adminViewHandlers } from './admin-views.handlers';
import { apiKeyHandlers } from './api-keys/api-key.handlers';
import { createApiKeyService } from './api-keys/api-key.service';
import { accountHandlers } from './auth/account.handlers';
import { createAccountService } from './auth/account.service';
import { createAuthService } from './auth/auth.service';
import { createPasswordResetService } from './auth/password-reset.service';
import { type IdentityConfig, identityConfigSchema } from './config';
import type { IdentityDb } from './db/schema';
import { identityHandlers } from './identity.handlers';
import { createUserAccountService } from './users/user-account.service';
import { createMailTransport } from './mail/mail-transport';
import { startAdminAlertConsumers } from './mail/admin-alerts.consumers';
import { startFormNotificationConsumers } from './mail/form-notifications.consumers';
import { startMailWorker } from './mail/mail-worker';
import { mailQueueHandlers } from './mail/mail-queue.handlers';
import { operatorHandlers } from './operators/operator.handlers';
import { createOperatorService } from './operators/operator.service';
import { createPartnerOnboarding } from './operators/partner-onboarding';
import { startTenantChangeConsumers } from './operators/tenant-change.consumers';
import { createSupportService } from './support/support.service';
import { createUserAdminService } from './users/user-admin.service';
import { userAdminHandlers } from './users/user-admin.handlers';
import { startUserImports } from './user-imports/user-imports';
import { createContactRequestService } from './public-site/contact-request.service';
import { createNewsletterService } from './public-site/newsletter.service';
import { publicSiteHandlers } from './public-site/public-site.handlers';

export const identityService: ServiceDefinition<'identity', IdentityDb, IdentityConfig> = {
  name: 'identity',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: identityConfigSchema,
  setup: async (deps) => {
    const { uow, rpc, config, log, nc, shutdown } = deps;
    await startMailWorker(deps, createMailTransport(config.SMTP_URL, config.MAIL_FROM, log));
    await startTenantChangeConsumers(deps);
    await startAdminAlertConsumers(deps);
    await startFormNotificationConsumers(deps);
    const plans = createPlanCache(rpc, nc);
    shutdown.add('plan cache', async () => plans.close());
    const ttlDays = config.SESSION_TTL_DAYS;
    const userAdmin = createUserAdminService(uow, rpc, plans);
    return {
      ...identityHandlers(createAuthService(uow, rpc, ttlDays), createUserAccountService(uow, plans)),
      ...accountHandlers(createPasswordResetService(uow, rpc, plans, ttlDays), createAccountService(uow)),
      ...userAdminHandlers(userAdmin),
      ...operatorHandlers(createOperatorService(uow, rpc), createSupportService(uow), userAdmin),
      'identity.partners.onboard_client': createPartnerOnboarding(uow, rpc),
      ...apiKeyHandlers(createApiKeyService(uow)),
      ...adminViewHandlers(uow, !config.SMTP_URL),
      ...mailQueueHandlers(uow),
      ...publicSiteHandlers(createNewsletterService(uow), createContactRequestService(uow, config.CONTACT_INBOX_EMAIL)),
      ...(await startUserImports(deps, async (tenantId) => (await plans.of(tenantId)).quotas.users)),
    };
  },
};
