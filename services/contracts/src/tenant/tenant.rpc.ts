import { z } from 'zod';
import { CreateTenantInput, Tenant, TenantIdentifier } from './tenant.schema';
import { PlanId } from './plan.schema';
import { ExtendTrialInput, TenantListQuery, TenantPage } from './operator.schema';
import { UpdateBrandingInput } from './branding.schema';
import { Ack } from '../common/ack';

/** The tenant domain's request/reply methods; rpc.ts combines every domain's. */
export const tenantRpcMethods = {
  'tenant.tenants.resolve': {
    request: z.object({ identifier: TenantIdentifier }),
    reply: Tenant,
  },
  'tenant.tenants.create': { request: CreateTenantInput, reply: Tenant },
  /** Compensation for a sign-up whose first user could not be created. */
  'tenant.tenants.discard': { request: z.object({ tenantId: z.uuid() }), reply: Ack },
  /** The envelope's tenant; a stale `version` is a conflict. */
  'tenant.tenants.update_branding': { request: UpdateBrandingInput, reply: Tenant },
  /** The envelope tenant's owner ends its free trial by choosing a plan (no payment provider yet). */
  'tenant.trial.choose_plan': { request: z.object({ plan: PlanId }), reply: Tenant },
  /** Platform operators only: every tenant, its status and its plan. */
  'tenant.tenants.list': { request: TenantListQuery, reply: TenantPage },
  'tenant.tenants.set_status': {
    request: z.object({ tenantId: z.uuid(), status: z.enum(['active', 'suspended']) }),
    reply: Tenant,
  },
  'tenant.tenants.change_plan': { request: z.object({ tenantId: z.uuid(), plan: PlanId }), reply: Tenant },
  'tenant.tenants.extend_trial': { request: ExtendTrialInput.extend({ tenantId: z.uuid() }), reply: Tenant },
} as const;
