import { type AccessRule, access } from '@smartcrm/contracts';
import { intelligenceScreens } from '../../analytics/utils/screens';

/**
 * The shell's pages by their first path segment, each with the access rule of the API it reads
 * (the same objects the BFF's routes carry). Menus offer a page only to roles it allows and mark
 * it with the plan that has it; the shell shows a no-access or upgrade page instead of one that
 * would only meet 403s. Pages absent here (coming-soon areas, settings) are open to every user.
 * /admin's sub-pages keep their own guards (operators' pages are not a role's).
 */
export const pageAccess: Readonly<Record<string, AccessRule>> = {
  dashboard: access.dashboard,
  contacts: access.contacts,
  pipeline: access.pipeline,
  analytics: access.dealAnalytics,
  'analytics-remote': access.dealAnalytics,
  ...Object.fromEntries(intelligenceScreens.map(({ path }) => [path, access.analyticsScreens])),
  'business-analysis': access.reports,
  'business-analyzer': access.reports,
  'ai-goals': access.aiGoals,
  'ai-tools': access.aiTools,
  assistants: access.assistants,
  appointments: access.calendar,
  calendar: access.calendar,
  'booking-pages': access.calendar,
  tasks: access.tasks,
  'phone-system': access.calls,
  'email-composer': access.email,
  mailboxes: access.email,
  'text-messages': access.textMessages,
  'communication-hub': access.communicationHub,
  'voice-profiles': access.videoEmail,
  'video-email': access.videoEmail,
  'video-email-basic': access.videoEmail,
  'email-templates': access.email,
  campaigns: access.campaigns,
  'white-label': access.branding,
  'white-label-management': access.branding,
  // Package Builder sits in the White label menu: managing what a workspace offers is a white-label job.
  'package-builder': access.branding,
  'revenue-sharing': access.whiteLabel,
  'partner-dashboard': access.whiteLabel,
  'partner-onboarding': access.whiteLabel,
  'quote-builder': access.quotes,
  invoicing: access.invoicing,
  'workflow-builder': access.automation,
  'lead-automation': access.automation,
  'task-automation': access.automation,
  'commission-tracker': access.commissions,
  forms: access.forms,
  admin: access.admin,
};

/** The rule of the page a link or the browser's path opens (`/ai-tools?tool=x` → the AI tools' rule). */
export function pageAccessOf(to: string): AccessRule | undefined {
  const segment = to.split(/[?#]/)[0]?.split('/')[1] ?? '';
  return Object.hasOwn(pageAccess, segment) ? pageAccess[segment] : undefined;
}
