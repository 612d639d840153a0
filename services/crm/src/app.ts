import { createPlanCache, type ServiceDefinition, migrationFolder } from '@smartcrm/kit';
import { scoringHandlers, startLeadScoreConsumer } from './ai/scoring.handlers';
import { analyticsHandlers } from './analytics/analytics.handlers';
import { createFigureCache, dropOnCrmEvents } from './analytics/figure-cache';
import { startActivityConsumers } from './activities/activity.consumers';
import { activityHandlers } from './activities/activity.handlers';
import { appointmentHandlers } from './appointments/appointment.handlers';
import { companyHandlers } from './companies/company.handlers';
import { contactHandlers } from './contacts/contact.handlers';
import { createContactService } from './contacts/contact.service';
import { createSearchSamples } from './contacts/contact-search';
import { contactQuotaHandlers } from './quotas/contact-quota';
import { activityByDayHandlers } from './analytics/activity-by-day.handlers';
import { type CrmConfig, crmConfigSchema } from './config';
import { dashboardHandlers } from './dashboard/dashboard.handlers';
import { createDashboardService } from './dashboard/dashboard.service';
import { goalMeasureHandlers } from './goals/goal-measure.handlers';
import type { CrmDb } from './db/schema';
import { dealHandlers } from './deals/deal.handlers';
import { demoHandlers } from './demo/demo.handlers';
import { duplicateHandlers } from './duplicates/duplicate.handlers';
import { startDataExports } from './exports/data-exports';
import { startContactImports } from './imports/contact-imports';
import { startMemberConsumers } from './members/member.consumers';
import { memberHandlers } from './members/member.handlers';
import { startPipelineConsumers } from './pipelines/pipeline.consumers';
import { pipelineHandlers } from './pipelines/pipeline.handlers';
import { createPipelineService } from './pipelines/pipeline.service';
import { createPipelineAdminService } from './pipelines/pipeline-admin.service';
import { viewHandlers } from './views/view.handlers';
import { createViewService } from './views/view.service';
import { taskHandlers } from './tasks/task.handlers';
import { searchHandlers } from './search/search.handlers';
import { visibilityHandlers } from './visibility/visibility.handlers';
import { createVisibilityService } from './visibility/visibility.service';

export const crmService: ServiceDefinition<'crm', CrmDb, CrmConfig> = {
  name: 'crm',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: crmConfigSchema,
  setup: async (deps) => {
    await startMemberConsumers(deps);
    await startPipelineConsumers(deps);
    await startActivityConsumers(deps);
    await startLeadScoreConsumer(deps);
    const plans = createPlanCache(deps.rpc, deps.nc);
    deps.shutdown.add('plan cache', async () => plans.close());
    const figures = createFigureCache();
    deps.uow.onCommit((tenantIds) => {
      for (const tenantId of tenantIds) figures.changed(tenantId);
    });
    const figureDrops = dropOnCrmEvents(deps.nc, figures);
    deps.shutdown.add('analytics figure cache', async () => figureDrops.unsubscribe());
    // Which word of a search term is rare: one sample per tenant for the list and Ctrl/Cmd-K alike.
    const searchSamples = createSearchSamples();
    const contacts = createContactService(deps.uow, plans, searchSamples);
    return {
      ...contactHandlers(contacts),
      ...contactQuotaHandlers(deps.uow, plans),
      ...scoringHandlers(deps.uow),
      ...activityByDayHandlers(deps.uow),
      ...companyHandlers(deps.uow),
      ...pipelineHandlers(createPipelineService(deps.uow), createPipelineAdminService(deps.uow)),
      ...viewHandlers(createViewService(deps.uow)),
      ...dealHandlers(deps.uow),
      ...analyticsHandlers(deps.uow, figures),
      ...dashboardHandlers(createDashboardService(deps.uow)),
      ...goalMeasureHandlers(deps.uow),
      ...taskHandlers(deps.uow),
      ...appointmentHandlers(deps.uow),
      ...(await startContactImports(deps, plans)),
      ...(await startDataExports(deps, contacts)),
      ...visibilityHandlers(createVisibilityService(deps.uow)),
      ...searchHandlers(deps.uow, searchSamples),
      ...memberHandlers(deps.uow),
      ...activityHandlers(deps.uow),
      ...duplicateHandlers(deps.uow),
      ...demoHandlers(deps.uow),
    };
  },
};
