import { randomBytes } from 'node:crypto';
import { AppError, type CustomDomain, type RpcContext, type Tenant } from '@smartcrm/contracts';
import type { Emit, UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import { brandingManager } from '../branding/branding.service';
import type { TenantDb } from '../db/schema';
import { findTenantById, findTenantBySlug } from '../tenants/tenant.repository';
import { toTenant } from '../tenants/tenant-view';
import { checkTxtRecord, type TxtLookup } from './domain-check';
import {
  deleteDomain,
  findDomain,
  findVerifiedOwner,
  insertDomain,
  listDomains,
  updateDomain,
} from './domain.repository';
import { toCustomDomain } from './domain-view';

const maxDomains = 10;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const notFound = () => new AppError('not_found', 'This workspace has no such domain', { field: 'domain' });
const takenElsewhere = () =>
  new AppError('conflict', 'Another workspace has verified this domain', { field: 'domain' });

/** Host caches drop the tenant on this event, so a domain change routes at once. */
async function announce(trx: Kysely<TenantDb>, emit: Emit, tenantId: string) {
  const tenant = await findTenantById(trx, tenantId);
  emit({ type: 'tenant.tenant.updated', tenantId, data: { changed: ['domains'], version: tenant?.version ?? 0 } });
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';

/** Custom domains (white-label management): add, prove by DNS, remove; resolve a host to its tenant. */
export function createDomainService(uow: UnitOfWork<TenantDb>, lookupTxt: TxtLookup) {
  async function setVerified(tenantId: string, domain: string, by: 'dns' | 'operator', create = false) {
    try {
      return await uow.withTenant(tenantId, async (trx, emit) => {
        const now = new Date();
        const verified = { verified_at: now, verified_by: by, last_checked_at: now, last_check_error: null };
        const row = (await findDomain(trx, tenantId, domain))
          ? await updateDomain(trx, tenantId, domain, verified)
          : create
            ? await insertDomain(trx, { tenant_id: tenantId, domain, verification_token: newToken(), ...verified })
            : null;
        if (!row) throw notFound();
        await announce(trx, emit, tenantId);
        return row;
      });
    } catch (error) {
      throw isUniqueViolation(error) ? takenElsewhere() : error;
    }
  }

  return {
    async list(ctx: RpcContext): Promise<{ items: CustomDomain[] }> {
      const tenantId = brandingManager(ctx);
      const rows = await uow.withTenant(tenantId, (trx) => listDomains(trx, tenantId));
      return { items: rows.map(toCustomDomain) };
    },

    async add(domain: string, ctx: RpcContext): Promise<CustomDomain> {
      const tenantId = brandingManager(ctx);
      const row = await uow.withTenant(tenantId, async (trx, emit) => {
        const existing = await listDomains(trx, tenantId);
        if (existing.some((d) => d.domain === domain)) {
          throw new AppError('conflict', 'This workspace has this domain already', { field: 'domain' });
        }
        if (existing.length >= maxDomains) {
          throw new AppError('bad_input', `A workspace can have at most ${maxDomains} custom domains`, {
            field: 'domain',
          });
        }
        const created = await insertDomain(trx, { tenant_id: tenantId, domain, verification_token: newToken() });
        await announce(trx, emit, tenantId);
        return created;
      });
      return toCustomDomain(row);
    },

    async remove(domain: string, ctx: RpcContext): Promise<void> {
      const tenantId = brandingManager(ctx);
      await uow.withTenant(tenantId, async (trx, emit) => {
        if (!(await deleteDomain(trx, tenantId, domain)).numDeletedRows) throw notFound();
        await announce(trx, emit, tenantId);
      });
    },

    /** Asks DNS outside any transaction; a miss is recorded with its reason, not thrown. */
    async verify(domain: string, ctx: RpcContext): Promise<CustomDomain> {
      const tenantId = brandingManager(ctx);
      const row = await uow.withTenant(tenantId, (trx) => findDomain(trx, tenantId, domain));
      if (!row) throw notFound();
      if (row.verified_at) return toCustomDomain(row);
      const check = await checkTxtRecord(lookupTxt, domain, row.verification_token);
      if (check.ok) return toCustomDomain(await setVerified(tenantId, domain, 'dns'));
      const missed = await uow.withTenant(tenantId, (trx) =>
        updateDomain(trx, tenantId, domain, { last_checked_at: new Date(), last_check_error: check.reason }),
      );
      return toCustomDomain(missed);
    },

    /** For platform operators only: the BFF never calls it and always names an actor when it calls. */
    async markVerified(tenant: string, domain: string, ctx: RpcContext): Promise<CustomDomain> {
      if (ctx.actor) throw new AppError('forbidden', 'Only a platform operator may mark a domain verified');
      const row = await uow.withPlatform((trx) =>
        uuidPattern.test(tenant) ? findTenantById(trx, tenant) : findTenantBySlug(trx, tenant),
      );
      if (!row) throw new AppError('not_found', `No workspace called "${tenant}"`);
      return toCustomDomain(await setVerified(row.id, domain, 'operator', true));
    },

    async resolve(domain: string): Promise<Tenant> {
      const row = await uow.withPlatform(async (trx) => {
        const owner = await findVerifiedOwner(trx, domain);
        return owner ? findTenantById(trx, owner.tenant_id) : undefined;
      });
      if (!row) throw new AppError('not_found', `No workspace at ${domain}`);
      return toTenant(row);
    },
  };
}

const newToken = () => randomBytes(16).toString('hex');
