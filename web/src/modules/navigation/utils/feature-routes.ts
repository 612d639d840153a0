import { type FeatureName, findAiTool } from '@smartcrm/contracts';
import { aiToolPath } from '../../ai-tools/utils/ai-tools';

/**
 * Where each product feature lives (spec 000 §2). The Communication group fixes the odd ones:
 * video email → /voice-profiles,
 * circle prospecting → /communication. Related tools share the screen of their area.
 */
const featureRoutes: Record<FeatureName, string> = {
  'sales-tools': '/pipeline-intelligence',
  'lead-automation': '/lead-automation',
  'circle-prospecting': '/communication',
  appointments: '/appointments',
  'phone-system': '/phone-system',
  invoicing: '/invoicing',
  'sales-analytics': '/analytics',
  'deal-pipeline': '/pipeline',
  'quote-builder': '/quote-builder',
  'commission-tracker': '/commission-tracker',
  'follow-up-reminders': '/tasks',
  'territory-management': '/contacts',
  tasks: '/tasks',
  'task-automation': '/task-automation',
  'project-tracker': '/tasks',
  'time-tracking': '/tasks',
  'workflow-builder': '/workflow-builder',
  'deadline-manager': '/tasks',
  'video-email': '/voice-profiles',
  'text-messages': '/text-messages',
  'email-composer': '/email-composer',
  campaigns: '/campaigns',
  'group-calls': '/communication',
  'call-recording': '/phone-system',
  'in-call-messaging': '/phone-system',
  'call-analytics': '/phone-system',
  'connection-quality': '/phone-system',
  'content-library': '/content-library',
  'voice-profiles': '/voice-profiles',
  'business-analysis': '/business-analysis',
  'image-generator': '/content-ai',
  forms: '/forms',
  'ai-model-demo': '/ai-integration',
  dashboard: '/dashboard',
  contacts: '/contacts',
  pipeline: '/pipeline',
  analytics: '/analytics',
  'ai-goals': '/ai-goals',
  'ai-tools': '/ai-tools',
  settings: '/system-overview',
  'white-label': '/white-label',
};

/** The route a feature name opens; an unknown name falls back to the dashboard. */
export function featureRoute(feature: string): string {
  if (Object.hasOwn(featureRoutes, feature)) return featureRoutes[feature as FeatureName];
  // An AI tool's name opens inside the AI tools page instead of navigating (spec 000 §2).
  return findAiTool(feature) ? aiToolPath(feature) : '/dashboard';
}
