import type { ServiceDefinition } from '@smartcrm/kit';
import { createAuthService } from './auth/auth.service';
import { type IdentityConfig, identityConfigSchema } from './config';
import { migrations } from './db/migrations';
import type { IdentityDb } from './db/schema';
import { identityHandlers } from './identity.handlers';

export const identityService: ServiceDefinition<'identity', IdentityDb, IdentityConfig> = {
  name: 'identity',
  version: '0.1.0',
  migrations,
  configSchema: identityConfigSchema,
  setup: ({ uow, rpc, config }) => identityHandlers(createAuthService(uow, rpc, config.SESSION_TTL_DAYS), uow),
};
