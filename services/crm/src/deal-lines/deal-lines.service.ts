import {
  AppError,
  type DealLines,
  type DealLinesInput,
  minorDigits,
  priceLines,
  type RpcContext,
} from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { dealNotFound, viewerOf } from '../deals/deal-access';
import { applyDealChange } from '../deals/deal-changes';
import { findDeal } from '../deals/deal.repository';
import { checkProducts } from '../products/product-check';

const empty = (dealId: string): DealLines => ({
  dealId,
  currency: 'USD',
  taxMode: 'exclusive',
  valueFollowsLines: false,
  lines: [],
  totals: { net: 0, tax: 0, total: 0 },
});

/** The deal's lines as stored (empty in USD until set); the deal must be visible to the reader. */
export async function readDealLines(db: Kysely<CrmDb>, dealId: string, ctx: RpcContext): Promise<DealLines> {
  if (!(await findDeal(db, dealId, viewerOf(ctx)))) throw dealNotFound();
  const row = await db.selectFrom('deal_lines').selectAll().where('deal_id', '=', dealId).executeTakeFirst();
  if (!row) return empty(dealId);
  return {
    dealId,
    currency: row.currency,
    taxMode: row.tax_mode,
    valueFollowsLines: row.value_follows_lines,
    lines: row.lines,
    totals: { net: row.net, tax: row.tax, total: row.total },
  };
}

/** The deal's value is whole currency units (DealValue): the lines' total, rounded once. */
const dealValueOf = (total: number, currency: string) => Math.round(total / 10 ** minorDigits(currency));

export function createDealLinesService(uow: UnitOfWork<CrmDb>) {
  return {
    get: (dealId: string, ctx: RpcContext) => uow.read(requireTenant(ctx), (db) => readDealLines(db, dealId, ctx)),

    async set(dealId: string, input: DealLinesInput, ctx: RpcContext): Promise<DealLines> {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx, emit) => {
        if (!(await findDeal(trx, dealId, viewerOf(ctx)))) throw dealNotFound();
        await checkProducts(trx, input.lines);
        const { lines, totals } = priceLines(input.lines, input.taxMode);
        const values = {
          currency: input.currency,
          tax_mode: input.taxMode,
          value_follows_lines: input.valueFollowsLines,
          lines: JSON.stringify(lines),
          ...totals,
        };
        await trx
          .insertInto('deal_lines')
          .values({ tenant_id: tenantId, deal_id: dealId, ...values })
          .onConflict((oc) => oc.columns(['tenant_id', 'deal_id']).doUpdateSet({ ...values, updated_at: new Date() }))
          .execute();
        if (input.valueFollowsLines) {
          const value = dealValueOf(totals.total, input.currency);
          if (value > 1_000_000_000_000)
            throw new AppError('bad_input', 'The lines add up to more than a deal may be worth', { field: 'lines' });
          await applyDealChange(trx, emit, ctx, dealId, { value });
        }
        return readDealLines(trx, dealId, ctx);
      });
    },
  };
}
export type DealLinesService = ReturnType<typeof createDealLinesService>;
