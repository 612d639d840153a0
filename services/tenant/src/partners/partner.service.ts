import {
  AppError,
  hasPermission,
  type OnboardClientInput,
  type Partner,
  type PartnerClient,
  type PartnerClients,
  type PartnerSummary,
  type RpcContext,
  type Statement,
  type StatementQuery,
  type Tenant,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { TenantDb } from '../db/schema';
import { requireOperator } from '../operators/operator';
import { listPlans } from '../plans/plan.repository';
import { findTenantById, type TenantRow } from '../tenants/tenant.repository';
import { insertNewTenant } from '../tenants/tenant.service';
import { toTenant } from '../tenants/tenant-view';
import {
  type ClientRow,
  ensurePartnerRow,
  findClient,
  findPartnerRow,
  listClients,
  listPartners,
  upsertShare,
} from './partner.repository';
import { planHistoryOf } from './plan-history.repository';
import { type ClientHistory, monthStatement, monthsFrom } from './revenue-statement';

/** What a partner earns until an operator sets its share. */
export const defaultSharePercent = 20;

type Db = Kysely<TenantDb>;

const toClient = (row: ClientRow): PartnerClient => ({
  id: row.id,
  slug: row.slug,
  companyName: row.company_name,
  primaryColor: row.primary_color,
  plan: row.plan,
  planName: row.plan_name,
  monthlyPrice: row.monthly_price,
  status: row.status,
  createdAt: row.created_at.toISOString(),
});

/** A top-level tenant can be a partner; a client workspace cannot have clients of its own. */
async function partnerOrThrow(trx: Db, tenantId: string): Promise<Partner & { row: TenantRow }> {
  const row = await findTenantById(trx, tenantId);
  if (!row) throw new AppError('not_found', 'No such workspace');
  if (row.parent_id) throw new AppError('forbidden', 'A client workspace cannot have clients of its own');
  const partner = await findPartnerRow(trx, tenantId);
  const sharePercent = partner ? Number(partner.share_percent) : defaultSharePercent;
  return { tenantId, slug: row.slug, companyName: row.company_name, sharePercent, row };
}

const partnerView = ({ row: _row, ...partner }: Partner & { row: TenantRow }): Partner => partner;

/** A partner's own pages need the white-label permission (custom_branding); operators see every partner. */
function partnerScope(ctx: RpcContext, partnerId?: string): string {
  const own = requireTenant(ctx);
  if (partnerId && partnerId !== own) {
    requireOperator(ctx);
    return partnerId;
  }
  if (!ctx.actor || !hasPermission(ctx.actor.role, 'custom_branding')) {
    throw new AppError('forbidden', 'Your role cannot manage partner clients');
  }
  return own;
}

const monthEnd = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, mon, 1));
};

/** Partners (agencies), their client workspaces and the revenue statements of their shares. */
export function createPartnerService(uow: UnitOfWork<TenantDb>) {
  return {
    /** The client workspace with its branding; identity then invites its first user. */
    async createClient(input: Omit<OnboardClientInput, 'owner'>, ctx: RpcContext): Promise<Tenant> {
      const partnerId = partnerScope(ctx);
      const row = await uow.withPlatform(async (trx, emit) => {
        await partnerOrThrow(trx, partnerId);
        await ensurePartnerRow(trx, partnerId, defaultSharePercent);
        return insertNewTenant(trx, emit, { ...input, parentId: partnerId });
      });
      return toTenant(row);
    },

    async clients(ctx: RpcContext): Promise<PartnerClients> {
      const partnerId = partnerScope(ctx);
      const { partner, rows } = await uow.withPlatform(async (trx) => ({
        partner: partnerView(await partnerOrThrow(trx, partnerId)),
        rows: await listClients(trx, partnerId),
      }));
      const active = rows.filter((row) => row.status === 'active');
      const now = new Date();
      const monthStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1);
      return {
        partner,
        clients: rows.map(toClient),
        mrr: active.reduce((sum, row) => sum + row.monthly_price, 0),
        activeClients: active.length,
        newThisMonth: rows.filter((row) => row.created_at.getTime() >= monthStart).length,
      };
    },

    /** Not found unless it is one of the partner's own clients. */
    async client(clientId: string, ctx: RpcContext): Promise<PartnerClient> {
      const partnerId = partnerScope(ctx);
      const row = await uow.withPlatform((trx) => findClient(trx, partnerId, clientId));
      if (!row) throw new AppError('not_found', 'No such client workspace');
      return toClient(row);
    },

    async statement(query: StatementQuery & { partnerId?: string }, ctx: RpcContext): Promise<Statement> {
      const partnerId = partnerScope(ctx, query.partnerId);
      const now = new Date();
      const { partner, clients, history, plans } = await uow.withPlatform(async (trx) => {
        const partner = partnerView(await partnerOrThrow(trx, partnerId));
        const clients = await listClients(trx, partnerId);
        const history = await planHistoryOf(
          trx,
          clients.map((c) => c.id),
          monthEnd(query.to),
        );
        return { partner, clients, history, plans: await listPlans(trx) };
      });
      const prices = new Map(plans.map((p) => [p.id, { name: p.name, monthlyPrice: p.monthly_price }]));
      const byName = [...clients].sort(
        (a, b) => a.company_name.localeCompare(b.company_name) || a.slug.localeCompare(b.slug),
      );
      const histories: ClientHistory[] = byName.map((c) => ({
        tenantId: c.id,
        slug: c.slug,
        companyName: c.company_name,
        changes: history
          .filter((h) => h.tenant_id === c.id)
          .map((h) => ({ at: h.changed_at, plan: h.plan, status: h.status })),
      }));
      const months = monthsFrom(query.from, query.to)
        .reverse()
        .map((month) => monthStatement(month, histories, prices, partner.sharePercent, now));
      return {
        partner,
        months,
        billedCents: months.reduce((sum, m) => sum + m.billedCents, 0),
        earnedCents: months.reduce((sum, m) => sum + m.earnedCents, 0),
      };
    },

    async list(ctx: RpcContext): Promise<PartnerSummary[]> {
      requireOperator(ctx);
      const rows = await uow.withPlatform((trx) => listPartners(trx));
      return rows.map((r) => ({
        tenantId: r.id,
        slug: r.slug,
        companyName: r.company_name,
        sharePercent: Number(r.share_percent),
        clients: r.clients,
        mrr: r.mrr,
      }));
    },

    async setShare(tenantId: string, sharePercent: number, ctx: RpcContext): Promise<Partner> {
      const by = requireOperator(ctx);
      return uow.withPlatform(async (trx, emit) => {
        const current = await partnerOrThrow(trx, tenantId);
        await upsertShare(trx, tenantId, sharePercent);
        const data = { sharePercent, previous: current.sharePercent, by };
        emit({ type: 'tenant.partner.share_changed', tenantId, data });
        return { ...partnerView(current), sharePercent };
      });
    },
  };
}
