import { AppError, type CreateTenantInput, defaultBranding, type Tenant, trialEndFrom } from '@smartcrm/contracts';
import type { Emit, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { TenantDb } from '../db/schema';
import { findPlan } from '../plans/plan.repository';
import { recordPlanChange } from '../partners/plan-history.repository';
import { deleteFreshTenant, findTenantById, findTenantBySlug, insertTenant, type TenantRow } from './tenant.repository';
import { toTenant } from './tenant-view';

/**
 * A new workspace on an existing plan, under a free slug; a partner's client names its partner.
 * A self-serve sign-up (`trial`) starts the free trial on its plan.
 */
export async function insertNewTenant(
  trx: Kysely<TenantDb>,
  emit: Emit,
  input: Omit<CreateTenantInput, 'trial'> & { trial?: boolean; secondaryColor?: string; parentId?: string },
): Promise<TenantRow> {
  const plan = await findPlan(trx, input.plan);
  // A visitor can try only what the pricing section offers; operators and partners assign any plan.
  if (!plan || (input.trial && !plan.listed)) {
    throw new AppError('bad_input', `No plan called "${input.plan}"`, { field: 'plan' });
  }
  if (await findTenantBySlug(trx, input.slug)) {
    throw new AppError('conflict', `The workspace name "${input.slug}" is taken`, { field: 'slug' });
  }
  const created = await insertTenant(trx, {
    slug: input.slug,
    plan: input.plan,
    company_name: input.companyName,
    primary_color: input.primaryColor ?? defaultBranding.primaryColor,
    secondary_color: input.secondaryColor ?? defaultBranding.secondaryColor,
    logo_url: null,
    parent_id: input.parentId ?? null,
    trial_ends_at: input.trial ? trialEndFrom(new Date()) : null,
  });
  await recordPlanChange(trx, created.id, created.plan, created.status);
  emit({
    type: 'tenant.tenant.created',
    tenantId: created.id,
    data: { slug: created.slug, companyName: created.company_name },
  });
  return created;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export function createTenantService(uow: UnitOfWork<TenantDb>) {
  return {
    /** A slug or a tenant id (spec 000 §5's host label, `tenant` query or stored tenantId). */
    async resolve(identifier: string): Promise<Tenant> {
      const row = await uow.withPlatform((trx) =>
        uuidPattern.test(identifier) ? findTenantById(trx, identifier) : findTenantBySlug(trx, identifier),
      );
      if (!row) throw new AppError('not_found', `No workspace called "${identifier}"`);
      return toTenant(row);
    },

    async create(input: CreateTenantInput): Promise<Tenant> {
      return toTenant(await uow.withPlatform((trx, emit) => insertNewTenant(trx, emit, input)));
    },

    async discard(tenantId: string): Promise<void> {
      await uow.withPlatform((trx) => deleteFreshTenant(trx, tenantId));
    },
  };
}
