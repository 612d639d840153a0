import type { BaseConfig, ServiceDefinition } from '@smartcrm/kit';
import { migrations } from './db/migrations';
import type { CrmDb } from './db/schema';
import { startMemberConsumers } from './members/member.consumers';

export const crmService: ServiceDefinition<'crm', CrmDb, BaseConfig> = {
  name: 'crm',
  version: '0.1.0',
  migrations,
  setup: async (deps) => {
    await startMemberConsumers(deps);
    return {};
  },
};
