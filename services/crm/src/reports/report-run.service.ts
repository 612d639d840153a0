import {
  AppError,
  type DrillPage,
  type RpcContext,
  type RpcParsedRequest,
  type ReportResult,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { toResult } from './report-labels';
import { compileDrill, compileReport, groupsOf } from './report-sql';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A drill-down's keys must be keys the report could have given, or Postgres would refuse the
 * cast. Fewer keys than groupings is a first-level group (a line chart's point of two groupings).
 */
function checkKeys({ spec, keys }: RpcParsedRequest<'crm.reports.drill'>) {
  const groups = groupsOf(spec);
  if (keys.length > groups.length)
    throw new AppError('bad_input', `keys: at most one key per grouping (${groups.length})`, { field: 'keys' });
  groups.forEach(({ field }, i) => {
    const key = keys[i];
    if (key === null || key === undefined) return;
    const fits =
      field.kind === 'date'
        ? /^\d{4}-\d{2}-\d{2}$/.test(key)
        : field.kind === 'reference'
          ? uuid.test(key)
          : field.kind === 'number'
            ? Number.isFinite(Number(key))
            : field.kind === 'boolean'
              ? key === 'true' || key === 'false'
              : true;
    if (!fits) throw new AppError('bad_input', `keys.${i}: is not a key of ${field.label}`, { field: `keys.${i}` });
  });
}

const isTimeout = (error: unknown) => (error as { code?: string }).code === '57014';

/**
 * Runs report statements in the tenant's transaction (row-level security) under a statement
 * time-out of their own, so one heavy report cannot hold a connection for the pool's long limit.
 */
export function createReportRunService(uow: UnitOfWork<CrmDb>, timeoutMs: number) {
  async function limited<T>(tenantId: string, work: (trx: Kysely<CrmDb>) => Promise<T>) {
    try {
      return await uow.withTenant(tenantId, async (trx) => {
        await sql`SELECT set_config('statement_timeout', ${String(timeoutMs)}, true)`.execute(trx);
        return work(trx);
      });
    } catch (error) {
      if (isTimeout(error))
        throw new AppError('unavailable', 'This report takes too long: narrow its filters or its date range');
      throw error;
    }
  }

  return {
    async run({ spec }: RpcParsedRequest<'crm.reports.run'>, ctx: RpcContext): Promise<ReportResult> {
      const rows = await limited(
        requireTenant(ctx),
        async (trx) => (await compileReport(spec, viewerOf(ctx)).execute(trx)).rows,
      );
      return toResult(spec, groupsOf(spec), rows);
    },

    async drill(request: RpcParsedRequest<'crm.reports.drill'>, ctx: RpcContext): Promise<DrillPage> {
      checkKeys(request);
      const { spec, keys, offset, limit } = request;
      const rows = await limited(
        requireTenant(ctx),
        async (trx) => (await compileDrill(spec, keys, viewerOf(ctx), { offset, limit }).execute(trx)).rows,
      );
      const total = Number(rows[0]?.total ?? 0);
      return {
        items: rows.map(({ id, name, total: _total, ...values }) => ({
          id: String(id),
          name: String(name ?? ''),
          values,
        })),
        total,
        nextOffset: offset + rows.length < total ? offset + rows.length : null,
      };
    },
  };
}
export type ReportRunService = ReturnType<typeof createReportRunService>;
