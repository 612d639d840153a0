import type { z } from 'zod';
import { tenantRpcMethods } from './tenant/tenant.rpc';
import { brandingRpcMethods } from './tenant/branding.rpc';
import { customDomainRpcMethods } from './tenant/custom-domain.rpc';
import { planRpcMethods } from './tenant/plan.rpc';
import { partnerRpcMethods } from './tenant/partner.rpc';
import { authRpcMethods } from './identity/auth.rpc';
import { userRpcMethods } from './identity/user.rpc';
import { apiKeyRpcMethods } from './identity/api-key.rpc';
import { mailRpcMethods } from './identity/mail.rpc';
import { newsletterRpcMethods } from './public/newsletter.rpc';
import { contactRequestRpcMethods } from './public/contact-request.rpc';
import { auditRpcMethods } from './identity/audit.rpc';
import { adminOverviewRpcMethods } from './platform/admin-overview.rpc';
import { userImportRpcMethods } from './identity/user-import.rpc';
import { operatorRpcMethods } from './identity/operator.rpc';
import { supportRpcMethods } from './identity/support.rpc';
import { contactRpcMethods } from './crm/contact.rpc';
import { companyRpcMethods } from './crm/company.rpc';
import { contactImportRpcMethods } from './crm/contact-import.rpc';
import { dataExportRpcMethods } from './crm/data-export.rpc';
import { pipelineRpcMethods } from './crm/pipeline.rpc';
import { savedViewRpcMethods } from './crm/saved-view.rpc';
import { dealRpcMethods } from './crm/deal.rpc';
import { commerceRpcMethods } from './commerce/commerce.rpc';
import { commissionRpcMethods } from './commerce/commission.rpc';
import { paymentRpcMethods } from './commerce/payment.rpc';
import { formRpcMethods } from './forms/form.rpc';
import { taskRpcMethods } from './crm/task.rpc';
import { appointmentRpcMethods } from './crm/appointment.rpc';
import { bookingRpcMethods } from './crm/booking.rpc';
import { calendarSyncRpcMethods } from './crm/calendar-sync.rpc';
import { activityRpcMethods } from './crm/activity.rpc';
import { conversationRpcMethods } from './crm/conversation.rpc';
import { duplicateRpcMethods } from './crm/duplicate.rpc';
import { dashboardRpcMethods } from './crm/dashboard.rpc';
import { analyticsRpcMethods } from './analytics/analytics.rpc';
import { reportRpcMethods } from './reports/report.rpc';
import { demoRpcMethods } from './crm/demo.rpc';
import { searchRpcMethods } from './crm/search.rpc';
import { memberRpcMethods } from './crm/member.rpc';
import { visibilityRpcMethods } from './crm/visibility.rpc';
import { scoringInputRpcMethods } from './ai/scoring-input.rpc';
import { orchestratorRpcMethods } from './ai/orchestrator.rpc';
import { assistantRpcMethods } from './ai/assistant.rpc';
import { goalRpcMethods } from './ai/goal.rpc';
import { toolRpcMethods } from './ai/tool.rpc';
import { signallingRpcMethods } from './signalling/signalling.rpc';
import { webhookRpcMethods } from './integrations/webhook.rpc';
import { mailboxRpcMethods } from './messaging/mailbox.rpc';
import { messageRpcMethods } from './messaging/message.rpc';
import { smsRpcMethods } from './messaging/sms.rpc';
import { videoRpcMethods } from './messaging/video.rpc';
import { workflowRpcMethods } from './automation/workflow.rpc';
import { templateRpcMethods } from './messaging/template.rpc';
import { sequenceRpcMethods } from './messaging/sequence.rpc';

interface RpcDef {
  request: z.ZodType;
  reply: z.ZodType;
}

/**
 * Every request/reply method that crosses a process boundary, combined from each domain's
 * `<domain>.rpc.ts`. The name's first part is the service that answers it; the subject is
 * `rpc.<name>` (see rpcSubject). A new domain adds its file and one spread here.
 */
export const rpcMethods = {
  ...tenantRpcMethods,
  ...brandingRpcMethods,
  ...customDomainRpcMethods,
  ...planRpcMethods,
  ...partnerRpcMethods,
  ...authRpcMethods,
  ...userRpcMethods,
  ...apiKeyRpcMethods,
  ...mailRpcMethods,
  ...newsletterRpcMethods,
  ...contactRequestRpcMethods,
  ...auditRpcMethods,
  ...adminOverviewRpcMethods,
  ...userImportRpcMethods,
  ...operatorRpcMethods,
  ...supportRpcMethods,
  ...contactRpcMethods,
  ...companyRpcMethods,
  ...contactImportRpcMethods,
  ...dataExportRpcMethods,
  ...pipelineRpcMethods,
  ...savedViewRpcMethods,
  ...dealRpcMethods,
  ...commerceRpcMethods,
  ...commissionRpcMethods,
  ...paymentRpcMethods,
  ...formRpcMethods,
  ...taskRpcMethods,
  ...appointmentRpcMethods,
  ...bookingRpcMethods,
  ...calendarSyncRpcMethods,
  ...activityRpcMethods,
  ...conversationRpcMethods,
  ...duplicateRpcMethods,
  ...dashboardRpcMethods,
  ...analyticsRpcMethods,
  ...reportRpcMethods,
  ...demoRpcMethods,
  ...searchRpcMethods,
  ...memberRpcMethods,
  ...visibilityRpcMethods,
  ...scoringInputRpcMethods,
  ...toolRpcMethods,
  ...assistantRpcMethods,
  ...goalRpcMethods,
  ...signallingRpcMethods,
  ...webhookRpcMethods,
  ...mailboxRpcMethods,
  ...messageRpcMethods,
  ...smsRpcMethods,
  ...videoRpcMethods,
  ...templateRpcMethods,
  ...sequenceRpcMethods,
  ...orchestratorRpcMethods,
  ...workflowRpcMethods,
} as const satisfies Record<string, RpcDef>;

export type RpcName = keyof typeof rpcMethods;
/** What a caller passes (defaults not yet applied). */
export type RpcRequest<N extends RpcName> = z.input<(typeof rpcMethods)[N]['request']>;
/** What a handler receives after validation. */
export type RpcParsedRequest<N extends RpcName> = z.output<(typeof rpcMethods)[N]['request']>;
export type RpcResult<N extends RpcName> = z.output<(typeof rpcMethods)[N]['reply']>;

export const serviceNames = [
  'tenant',
  'identity',
  'crm',
  'ai',
  'signalling',
  'integrations',
  'messaging',
  'automation',
] as const;
export type ServiceName = (typeof serviceNames)[number];
