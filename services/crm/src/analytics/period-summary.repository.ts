import { winRate } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

const slices = 7;

/** A period's figures for the whole workspace: revenue and deals won, win rate, new contacts, a won-value trend. */
export async function periodSummary(db: Kysely<CrmDb>, tenantId: string, days: number) {
  const since = sql<string>`current_date - ${days - 1}::int`;
  const deals = await db
    .selectFrom('deals')
    .select([
      sql<string>`coalesce(sum(value) FILTER (WHERE status = 'won'), 0)`.as('revenue'),
      sql<string>`count(*) FILTER (WHERE status = 'won')`.as('won'),
      sql<string>`count(*) FILTER (WHERE status = 'lost')`.as('lost'),
      sql<string[]>`array(SELECT coalesce(sum(d.value), 0)::text FROM generate_series(0, ${slices - 1}) s
        LEFT JOIN deals d ON d.tenant_id = ${tenantId} AND d.deleted_at IS NULL AND d.status = 'won'
          AND floor((d.actual_close_date - (${since})) * ${slices}::numeric / ${days}) = s
        GROUP BY s ORDER BY s)`.as('trend'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('status', 'in', ['won', 'lost'])
    .where('actual_close_date', '>=', since)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('contacts')
    .select(sql<string>`count(*)`.as('n'))
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('created_at', '>=', sql<Date>`(${since})::timestamptz`)
    .executeTakeFirstOrThrow();
  return {
    revenue: Number(deals.revenue),
    deals: Number(deals.won),
    contacts: Number(contacts.n),
    winRate: winRate(Number(deals.won), Number(deals.lost)),
    trend: deals.trend.map(Number),
  };
}
