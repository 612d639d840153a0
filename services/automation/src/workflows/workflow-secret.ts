import { createHmac } from 'node:crypto';

/**
 * A workflow's own signing secret for its HTTP requests, in the Standard Webhooks form: derived
 * from the service's key and the workflow, so it is never stored and is the same on every instance.
 */
export const workflowSecret = (key: string, tenantId: string, workflowId: string): string =>
  `whsec_${createHmac('sha256', key).update(`workflow-secret:${tenantId}:${workflowId}`).digest('base64')}`;
