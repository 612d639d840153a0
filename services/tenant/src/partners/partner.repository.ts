import { type Kysely, sql } from 'kysely';
import type { TenantDb } from '../db/schema';

type Db = Kysely<TenantDb>;

export const findPartnerRow = (db: Db, tenantId: string) =>
  db.selectFrom('partners').select(['tenant_id', 'share_percent']).where('tenant_id', '=', tenantId).executeTakeFirst();

/** A tenant becomes a partner with its first client, at the default share. */
export const ensurePartnerRow = (db: Db, tenantId: string, sharePercent: number) =>
  db
    .insertInto('partners')
    .values({ tenant_id: tenantId, share_percent: sharePercent })
    .onConflict((oc) => oc.column('tenant_id').doNothing())
    .execute();

export const upsertShare = (db: Db, tenantId: string, sharePercent: number) =>
  db
    .insertInto('partners')
    .values({ tenant_id: tenantId, share_percent: sharePercent })
    .onConflict((oc) => oc.column('tenant_id').doUpdateSet({ share_percent: sharePercent, updated_at: new Date() }))
    .execute();

const clientColumns = (db: Db) =>
  db
    .selectFrom('tenants')
    .innerJoin('plans', 'plans.id', 'tenants.plan')
    .select([
      'tenants.id',
      'tenants.slug',
      'tenants.company_name',
      'tenants.primary_color',
      'tenants.plan',
      'plans.name as plan_name',
      'plans.monthly_price',
      'tenants.status',
      'tenants.created_at',
    ]);
export type ClientRow = Awaited<ReturnType<typeof listClients>>[number];

/** A partner's clients, newest first. */
export const listClients = (db: Db, partnerId: string) =>
  clientColumns(db)
    .where('tenants.parent_id', '=', partnerId)
    .orderBy('tenants.created_at', 'desc')
    .orderBy('tenants.id', 'desc')
    .execute();

/** Undefined unless `clientId` is a client of `partnerId`. */
export const findClient = (db: Db, partnerId: string, clientId: string) =>
  clientColumns(db).where('tenants.parent_id', '=', partnerId).where('tenants.id', '=', clientId).executeTakeFirst();

/** Every partner with its number of clients and MRR (whole dollars of its active clients' plans). */
export const listPartners = (db: Db) =>
  db
    .selectFrom('partners')
    .innerJoin('tenants as partner', 'partner.id', 'partners.tenant_id')
    .select(['partner.id', 'partner.slug', 'partner.company_name', 'partners.share_percent'])
    .select(sql<number>`(SELECT count(*)::int FROM tenants c WHERE c.parent_id = partner.id)`.as('clients'))
    .select(
      sql<number>`(SELECT coalesce(sum(p.monthly_price), 0)::int FROM tenants c JOIN plans p ON p.id = c.plan
                   WHERE c.parent_id = partner.id AND c.status = 'active')`.as('mrr'),
    )
    .orderBy('partner.company_name')
    .execute();
