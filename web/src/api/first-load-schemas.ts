/**
 * The response schemas of what every page asks first (who is signed in, the workspace, an error's
 * envelope). Their callers import this module dynamically, beside the request, so zod and the
 * schemas stay out of the landing page's JavaScript while every response is still validated.
 */
export { ErrorEnvelope, TenantInfoResponse, UserRoleResponse } from '@smartcrm/contracts';
