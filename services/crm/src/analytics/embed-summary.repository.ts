import { conversionRate, InterestLevel, isActiveContactStatus } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

// Of spec 001 §4's active statuses (hot, warm, active) our contacts carry hot and warm, as their interest.
const activeInterests = InterestLevel.options.filter(isActiveContactStatus);

/**
 * The embeddable mini dashboard's figures for the whole workspace: deal counts and values from
 * the running stage totals (no scan of the deals), active contacts counted by interest.
 */
export async function embedSummary(db: Kysely<CrmDb>, tenantId: string) {
  const deals = await db
    .selectFrom('deal_stage_totals as t')
    .innerJoin('pipeline_stages as s', 's.id', 't.stage_id')
    .select([
      sql<string>`coalesce(sum(t.deals), 0)`.as('total'),
      sql<string>`coalesce(sum(t.value), 0)`.as('value'),
      sql<string>`coalesce(sum(t.deals) FILTER (WHERE s.kind = 'won'), 0)`.as('won'),
    ])
    .where('t.tenant_id', '=', tenantId)
    .executeTakeFirstOrThrow();
  const contacts = await db
    .selectFrom('contacts')
    .select(sql<string>`count(*)`.as('n'))
    .where('tenant_id', '=', tenantId)
    .where('deleted_at', 'is', null)
    .where('interest', 'in', activeInterests)
    .executeTakeFirstOrThrow();
  const totalDeals = Number(deals.total);
  return {
    totalDeals,
    totalValue: Number(deals.value),
    activeContacts: Number(contacts.n),
    conversionRate: conversionRate(Number(deals.won), totalDeals),
  };
}
