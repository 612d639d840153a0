import type { z } from 'zod';
import { tenantEvents } from './tenant/tenant.events';
import { planEvents } from './tenant/plan.events';
import { partnerEvents } from './tenant/partner.events';
import { userEvents } from './identity/user.events';
import { authEvents } from './identity/auth.events';
import { mailEvents } from './identity/mail.events';
import { userImportEvents } from './identity/user-import.events';
import { contactEvents } from './crm/contact.events';
import { contactImportEvents } from './crm/contact-import.events';
import { dataExportEvents } from './crm/data-export.events';
import { dealEvents } from './crm/deal.events';
import { commerceEvents } from './commerce/commerce.events';
import { formEvents } from './forms/form.events';
import { taskEvents } from './crm/task.events';
import { appointmentEvents } from './crm/appointment.events';
import { bookingEvents } from './crm/booking.events';
import { activityEvents } from './crm/activity.events';
import { conversationEvents } from './crm/conversation.events';
import { pipelineEvents } from './crm/pipeline.events';
import { visibilityEvents } from './crm/visibility.events';
import { messageEvents } from './messaging/message.events';
import { smsEvents } from './messaging/sms.events';
import { videoEvents } from './messaging/video.events';
import { webhookEvents } from './integrations/webhook.events';
import { contactAnalysisEvents } from './ai/contact-analysis.events';
import { bulkEvents } from './ai/bulk.events';
import { aiSettingsEvents } from './ai/ai-settings.events';
import { automationEvents } from './automation/automation.events';

interface EventDef {
  version: number;
  data: z.ZodType;
}

/**
 * Facts other processes react to, named `<service>.<entity>.<verb>`; published to JetStream
 * after the transaction that made them true has committed. Combined from each domain's
 * `<domain>.events.ts`: a new domain adds its file and one spread here.
 */
export const eventTypes = {
  ...tenantEvents,
  ...planEvents,
  ...partnerEvents,
  ...userEvents,
  ...authEvents,
  ...mailEvents,
  ...userImportEvents,
  ...contactEvents,
  ...contactImportEvents,
  ...dataExportEvents,
  ...dealEvents,
  ...commerceEvents,
  ...formEvents,
  ...taskEvents,
  ...appointmentEvents,
  ...bookingEvents,
  ...activityEvents,
  ...conversationEvents,
  ...pipelineEvents,
  ...visibilityEvents,
  ...contactAnalysisEvents,
  ...bulkEvents,
  ...aiSettingsEvents,
  ...messageEvents,
  ...smsEvents,
  ...videoEvents,
  ...webhookEvents,
  ...automationEvents,
} as const satisfies Record<string, EventDef>;

export type EventType = keyof typeof eventTypes;
export type EventData<T extends EventType> = z.output<(typeof eventTypes)[T]['data']>;
