import { createPlanCache, type ServiceDefinition, migrationFolder } from '@smartcrm/kit';
import { startLeadScoreConsumer } from './ai/scoring.consumers';
import { scoringHandlers } from './ai/scoring.handlers';
import { createScoringService } from './ai/scoring.service';
import { analyticsHandlers } from './analytics/analytics.handlers';
import { createAnalyticsService } from './analytics/analytics.service';
import { createFigureCache, dropOnCrmEvents } from './analytics/figure-cache';
import { startActivityConsumers } from './activities/activity.consumers';
import { startEmailConsumers } from './activities/email.consumers';
import { startSmsConsumers } from './activities/sms.consumers';
import { startVideoConsumers } from './activities/video.consumers';
import { activityHandlers } from './activities/activity.handlers';
import { startConversationConsumers } from './conversations/conversation.consumers';
import { conversationHandlers } from './conversations/conversation.handlers';
import { createConversationService } from './conversations/conversation.service';
import { createActivityService } from './activities/activity.service';
import { appointmentHandlers } from './appointments/appointment.handlers';
import { createAppointmentService } from './appointments/appointment.service';
import { bookingHandlers } from './booking/booking.handlers';
import { startBookingConfirmations } from './booking/booking-confirmation.consumer';
import { createBookingService } from './booking/booking.service';
import { createMeetingTypeService } from './booking/meeting-type.service';
import { startCalendarSync } from './calendar-sync/calendar-sync.setup';
import { companyHandlers } from './companies/company.handlers';
import { createCompanyService } from './companies/company.service';
import { contactHandlers } from './contacts/contact.handlers';
import { createContactService } from './contacts/contact.service';
import { createSearchSamples } from './contacts/contact-search';
import { contactQuotaHandlers } from './quotas/contact-quota.handlers';
import { createContactQuotaService } from './quotas/contact-quota.service';
import { type CrmConfig, crmConfigSchema } from './config';
import { dashboardHandlers } from './dashboard/dashboard.handlers';
import { createDashboardService } from './dashboard/dashboard.service';
import { goalMeasureHandlers } from './goals/goal-measure.handlers';
import { createGoalMeasureService } from './goals/goal-measure.service';
import type { CrmDb } from './db/schema';
import { dealHandlers } from './deals/deal.handlers';
import { createDealService } from './deals/deal.service';
import { createDealBoard } from './deals/deal-board';
import { dealLinesHandlers } from './deal-lines/deal-lines.handlers';
import { createDealLinesService } from './deal-lines/deal-lines.service';
import { demoHandlers } from './demo/demo.handlers';
import { createDemoService } from './demo/demo.service';
import { duplicateHandlers } from './duplicates/duplicate.handlers';
import { createDuplicateService } from './duplicates/duplicate.service';
import { createMergeService } from './duplicates/merge.service';
import { startDataExports } from './exports/data-exports';
import { startContactImports } from './imports/contact-imports';
import { startMemberConsumers } from './members/member.consumers';
import { memberHandlers } from './members/member.handlers';
import { createMemberService } from './members/member.service';
import { startPipelineConsumers } from './pipelines/pipeline.consumers';
import { pipelineHandlers } from './pipelines/pipeline.handlers';
import { createPipelineService } from './pipelines/pipeline.service';
import { createPipelineAdminService } from './pipelines/pipeline-admin.service';
import { commissionHandlers } from './commissions/commission.handlers';
import { createCommissionService } from './commissions/commission.service';
import { invoiceHandlers } from './invoices/invoice.handlers';
import { createInvoiceService } from './invoices/invoice.service';
import { paymentHandlers } from './payments/payment.handlers';
import { createPaymentService } from './payments/payment.service';
import { formHandlers } from './forms/form.handlers';
import { createFormService } from './forms/form.service';
import { createSubmissionService } from './forms/submission.service';
import { productHandlers } from './products/product.handlers';
import { createProductService } from './products/product.service';
import { quoteHandlers } from './quotes/quote.handlers';
import { createQuoteService } from './quotes/quote.service';
import { reportHandlers } from './reports/report.handlers';
import { createReportRunService } from './reports/report-run.service';
import { createSavedReportService } from './reports/saved-report.service';
import { viewHandlers } from './views/view.handlers';
import { createViewService } from './views/view.service';
import { taskHandlers } from './tasks/task.handlers';
import { createTaskService } from './tasks/task.service';
import { searchHandlers } from './search/search.handlers';
import { createSearchService } from './search/search.service';
import { visibilityHandlers } from './visibility/visibility.handlers';
import { createVisibilityService } from './visibility/visibility.service';

export const crmService: ServiceDefinition<'crm', CrmDb, CrmConfig> = {
  name: 'crm',
  version: '0.1.0',
  migrations: migrationFolder(new URL('./db/migrations/', import.meta.url)),
  configSchema: crmConfigSchema,
  setup: async (deps) => {
    const { uow } = deps;
    const scoring = createScoringService(uow);
    await startMemberConsumers(deps);
    await startPipelineConsumers(deps);
    await startActivityConsumers(deps);
    await startEmailConsumers(deps);
    await startSmsConsumers(deps);
    await startVideoConsumers(deps);
    await startConversationConsumers(deps);
    await startLeadScoreConsumer(deps, scoring);
    await startBookingConfirmations(deps);
    const plans = createPlanCache(deps.rpc, deps.nc);
    deps.shutdown.add('plan cache', async () => plans.close());
    const figures = createFigureCache();
    uow.onCommit((tenantIds) => {
      for (const tenantId of tenantIds) figures.changed(tenantId);
    });
    const figureDrops = dropOnCrmEvents(deps.nc, figures);
    deps.shutdown.add('analytics figure cache', async () => figureDrops.unsubscribe());
    // Which word of a search term is rare: one sample per tenant for the list and Ctrl/Cmd-K alike.
    const searchSamples = createSearchSamples();
    const contacts = createContactService(uow, plans, searchSamples);
    return {
      ...contactHandlers(contacts),
      ...contactQuotaHandlers(createContactQuotaService(uow, plans)),
      ...scoringHandlers(scoring),
      ...companyHandlers(createCompanyService(uow)),
      ...pipelineHandlers(createPipelineService(uow), createPipelineAdminService(uow)),
      ...viewHandlers(createViewService(uow)),
      ...reportHandlers(
        createReportRunService(uow, deps.config.REPORT_STATEMENT_TIMEOUT_MS),
        createSavedReportService(uow),
      ),
      ...dealHandlers(createDealService(uow), createDealBoard(uow)),
      ...analyticsHandlers(createAnalyticsService(uow, figures)),
      ...dashboardHandlers(createDashboardService(uow)),
      ...goalMeasureHandlers(createGoalMeasureService(uow)),
      ...taskHandlers(createTaskService(uow)),
      ...appointmentHandlers(createAppointmentService(uow)),
      ...bookingHandlers(createMeetingTypeService(uow), createBookingService(uow, plans)),
      ...(await startCalendarSync(deps)),
      ...(await startContactImports(deps, plans)),
      ...(await startDataExports(deps, contacts)),
      ...visibilityHandlers(createVisibilityService(uow)),
      ...searchHandlers(createSearchService(uow, searchSamples)),
      ...memberHandlers(createMemberService(uow)),
      ...activityHandlers(createActivityService(uow)),
      ...conversationHandlers(createConversationService(uow)),
      ...duplicateHandlers(createDuplicateService(uow), createMergeService(uow)),
      ...demoHandlers(createDemoService(uow)),
      ...productHandlers(createProductService(uow)),
      ...dealLinesHandlers(createDealLinesService(uow)),
      ...quoteHandlers(createQuoteService(uow)),
      ...invoiceHandlers(createInvoiceService(uow)),
      ...commissionHandlers(createCommissionService(uow)),
      ...paymentHandlers(createPaymentService(uow, deps.config, deps.log)),
      ...formHandlers(createFormService(uow), createSubmissionService(uow, plans)),
    };
  },
};
