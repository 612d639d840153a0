import type { BaseConfig, ServiceDefinition } from '@smartcrm/kit';
import { companyHandlers } from './companies/company.handlers';
import { contactHandlers } from './contacts/contact.handlers';
import { createContactService } from './contacts/contact.service';
import { migrations } from './db/migrations';
import type { CrmDb } from './db/schema';
import { startMemberConsumers } from './members/member.consumers';

export const crmService: ServiceDefinition<'crm', CrmDb, BaseConfig> = {
  name: 'crm',
  version: '0.1.0',
  migrations,
  setup: async (deps) => {
    await startMemberConsumers(deps);
    return {
      ...contactHandlers(createContactService(deps.uow)),
      ...companyHandlers(deps.uow),
    };
  },
};
