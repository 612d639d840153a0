import type { ServiceDefinition } from '@smartcrm/kit';
import { adminViewHandlers } from './admin-views.handlers';
import { accountHandlers } from './auth/account.handlers';
import { createAccountService } from './auth/account.service';
import { createAuthService } from './auth/auth.service';
import { createPasswordResetService } from './auth/password-reset.service';
import { type IdentityConfig, identityConfigSchema } from './config';
import { migrations } from './db/migrations';
import type { IdentityDb } from './db/schema';
import { identityHandlers } from './identity.handlers';
import { createMailTransport } from './mail/mail-transport';
import { startMailWorker } from './mail/mail-worker';
import { createUserAdminService } from './users/user-admin.service';
import { userAdminHandlers } from './users/user-admin.handlers';

export const identityService: ServiceDefinition<'identity', IdentityDb, IdentityConfig> = {
  name: 'identity',
  version: '0.1.0',
  migrations,
  configSchema: identityConfigSchema,
  setup: async (deps) => {
    const { uow, rpc, config, log } = deps;
    await startMailWorker(deps, createMailTransport(config.SMTP_URL, config.MAIL_FROM, log));
    const ttlDays = config.SESSION_TTL_DAYS;
    return {
      ...identityHandlers(createAuthService(uow, rpc, ttlDays), uow),
      ...accountHandlers(createPasswordResetService(uow, rpc, ttlDays), createAccountService(uow)),
      ...userAdminHandlers(createUserAdminService(uow, rpc)),
      ...adminViewHandlers(uow, !config.SMTP_URL),
    };
  },
};
