import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';
import type { QuoteRow } from './quote.mapper';

type Db = Kysely<CrmDb>;

/** Quotes with their deal's title and contact, of deals the viewer may see (null: the customer's page). */
export const quotesOf = (db: Db, viewer: Viewer | null) =>
  db
    .selectFrom('quotes as q')
    .innerJoin('deals as d', (join) => join.onRef('d.tenant_id', '=', 'q.tenant_id').onRef('d.id', '=', 'q.deal_id'))
    .selectAll('q')
    .select([
      'd.title as deal_title',
      sql<string | null>`(SELECT c.name FROM contacts c WHERE c.tenant_id = d.tenant_id AND c.id = d.contact_id)`.as(
        'customer_name',
      ),
      // Read again as text after q.*: a date column would arrive as a JS Date shifted by the time zone.
      sql<string>`q.expires_on::text`.as('expires_on'),
    ])
    .where('d.deleted_at', 'is', null)
    .where(visibleTo(viewer, 'd.owner_id'));

export const findQuote = (db: Db, by: { id: string } | { token: string }, viewer: Viewer | null, lock = false) => {
  let query = quotesOf(db, viewer);
  query = 'id' in by ? query.where('q.id', '=', by.id) : query.where('q.public_token', '=', by.token);
  return (lock ? query.forUpdate('q') : query).executeTakeFirst() as Promise<QuoteRow | undefined>;
};
