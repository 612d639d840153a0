import type { ServiceDefinition } from '@smartcrm/kit';
import { analyticsHandlers } from './analytics/analytics.handlers';
import { companyHandlers } from './companies/company.handlers';
import { contactHandlers } from './contacts/contact.handlers';
import { createContactService } from './contacts/contact.service';
import { type CrmConfig, crmConfigSchema } from './config';
import { migrations } from './db/migrations';
import type { CrmDb } from './db/schema';
import { dealHandlers } from './deals/deal.handlers';
import { startContactImports } from './imports/contact-imports';
import { startMemberConsumers } from './members/member.consumers';
import { memberHandlers } from './members/member.handlers';
import { startPipelineConsumers } from './pipelines/pipeline.consumers';
import { pipelineHandlers } from './pipelines/pipeline.handlers';
import { createPipelineService } from './pipelines/pipeline.service';
import { visibilityHandlers } from './visibility/visibility.handlers';

export const crmService: ServiceDefinition<'crm', CrmDb, CrmConfig> = {
  name: 'crm',
  version: '0.1.0',
  migrations,
  configSchema: crmConfigSchema,
  setup: async (deps) => {
    await startMemberConsumers(deps);
    await startPipelineConsumers(deps);
    return {
      ...contactHandlers(createContactService(deps.uow)),
      ...companyHandlers(deps.uow),
      ...pipelineHandlers(createPipelineService(deps.uow)),
      ...dealHandlers(deps.uow),
      ...analyticsHandlers(deps.uow),
      ...(await startContactImports(deps)),
      ...visibilityHandlers(deps.uow),
      ...memberHandlers(deps.uow),
    };
  },
};
