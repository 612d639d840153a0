/**
 * Product feature names (spec 000 §2, the feature-name map). A tenant's `features` map
 * holds a truthy value for each feature it may use.
 */
export const featureNames = [
  'sales-tools',
  'lead-automation',
  'circle-prospecting',
  'appointments',
  'phone-system',
  'invoicing',
  'sales-analytics',
  'deal-pipeline',
  'quote-builder',
  'commission-tracker',
  'follow-up-reminders',
  'territory-management',
  'tasks',
  'task-automation',
  'project-tracker',
  'time-tracking',
  'workflow-builder',
  'deadline-manager',
  'video-email',
  'text-messages',
  'email-composer',
  'campaigns',
  'group-calls',
  'call-recording',
  'in-call-messaging',
  'call-analytics',
  'connection-quality',
  'content-library',
  'voice-profiles',
  'business-analysis',
  'image-generator',
  'forms',
  'ai-model-demo',
  'dashboard',
  'contacts',
  'pipeline',
  'analytics',
  'ai-goals',
  'ai-tools',
  'settings',
  'white-label',
] as const;
export type FeatureName = (typeof featureNames)[number];

/** Feature gating (spec 000 §5): only with a loaded tenant whose map holds a truthy value. */
export function isFeatureEnabled(features: Record<string, unknown> | null | undefined, feature: string): boolean {
  return Boolean(features?.[feature]);
}
