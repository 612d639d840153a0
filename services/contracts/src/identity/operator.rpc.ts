import { z } from 'zod';
import { ManagedUser, UserListQuery, UserPage } from './user-admin.schema';
import { Tenant } from '../tenant/tenant.schema';
import { OperatorCreateTenantInput } from '../tenant/operator.schema';
import { OnboardClientInput } from '../tenant/partner.schema';

/** The operator domain's request/reply methods; rpc.ts combines every domain's. */
export const operatorRpcMethods = {
  /** Platform operators: a tenant with its first super admin (invited by email). */
  'identity.operators.create_tenant': {
    request: OperatorCreateTenantInput.extend({ appUrl: z.url() }),
    reply: z.object({ tenant: Tenant, owner: ManagedUser }),
  },
  /** A partner's client workspace and its first super admin (invited by email); the tenant is discarded if that fails. */
  'identity.partners.onboard_client': {
    request: OnboardClientInput.extend({ appUrl: z.url() }),
    reply: z.object({ tenant: Tenant, owner: ManagedUser }),
  },
  'identity.operators.list_users': { request: UserListQuery.extend({ tenantId: z.uuid() }), reply: UserPage },
} as const;
