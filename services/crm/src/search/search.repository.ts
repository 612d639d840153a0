import type { SearchHit } from '@smartcrm/contracts';
import { containsPattern, prefixPattern } from '@smartcrm/kit';
import { type Kysely, sql } from 'kysely';
import { searchCondition } from '../contacts/contact-search';
import type { CrmDb } from '../db/schema';
import { taskVisibleTo } from '../tasks/task.repository';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

type Db = Kysely<CrmDb>;

/**
 * What every search query gets: the lower-cased term, how many rows to fetch, who is looking,
 * and the tenant's sample of contact search texts (which word of the term is rare).
 */
export interface SearchScope {
  term: string;
  limit: number;
  viewer: Viewer | null;
  sample: readonly string[];
}

const hit = (fields: Omit<SearchHit, 'contactId' | 'dealId'> & Partial<SearchHit>): SearchHit => ({
  contactId: null,
  dealId: null,
  ...fields,
});
/** The text right after `term`'s prefix, so `lower(name) >= term AND < next` walks the name index. */
const nextPrefix = (term: string) => term.slice(0, -1) + String.fromCodePoint(term.codePointAt(term.length - 1)! + 1);

/**
 * Contacts whose name starts with the term (the name index, any length), and, from three
 * characters on, those whose name, email, company or phone contains it (the trigram index).
 */
export async function searchContacts(db: Db, { term, limit, viewer, sample }: SearchScope): Promise<SearchHit[]> {
  const base = db
    .selectFrom('contacts')
    .select(['id', 'name', 'email', 'company_name'])
    .where('deleted_at', 'is', null)
    .where(visibleTo(viewer));
  const byName = base
    .where(sql`lower(name)`, '>=', term)
    .where(sql`lower(name)`, '<', nextPrefix(term))
    .where(sql`lower(name)`, 'like', prefixPattern(term))
    .orderBy(sql`lower(name)`)
    .limit(limit)
    .execute();
  const byText = term.length >= 3 ? base.where(searchCondition(term, sample)).limit(limit).execute() : [];
  const rows = [...(await byName), ...(await byText)];
  return rows.map((r) =>
    hit({
      type: 'contact',
      id: r.id,
      title: r.name,
      subtitle: [r.company_name, r.email].filter(Boolean).join(' · '),
      contactId: r.id,
    }),
  );
}

export async function searchCompanies(db: Db, { term, limit }: SearchScope): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'name', 'domain', 'industry'])
    .where('deleted_at', 'is', null)
    .where(sql`lower(name)`, 'like', containsPattern(term))
    .limit(limit)
    .execute();
  return rows.map((r) =>
    hit({ type: 'company', id: r.id, title: r.name, subtitle: [r.industry, r.domain].filter(Boolean).join(' · ') }),
  );
}

export async function searchDeals(db: Db, { term, limit, viewer }: SearchScope): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('deals as d')
    .innerJoin('pipeline_stages as s', (join) =>
      join.onRef('s.tenant_id', '=', 'd.tenant_id').onRef('s.id', '=', 'd.stage_id'),
    )
    .select(['d.id', 'd.title', 'd.value', 'd.status', 'd.contact_id', 's.name as stage'])
    .where('d.deleted_at', 'is', null)
    .where(visibleTo(viewer))
    .where(sql`lower(d.title)`, 'like', containsPattern(term))
    .limit(limit)
    .execute();
  return rows.map((r) =>
    hit({
      type: 'deal',
      id: r.id,
      title: r.title,
      subtitle: `$${r.value.toLocaleString('en-US')} · ${r.status === 'open' ? r.stage : r.status}`,
      dealId: r.id,
      contactId: r.contact_id,
    }),
  );
}

export async function searchTasks(db: Db, { term, limit, viewer }: SearchScope): Promise<SearchHit[]> {
  const rows = await db
    .selectFrom('tasks')
    .select(['id', 'title', 'subtitle', 'due_date', 'completed', 'contact_id', 'deal_id'])
    .where('deleted_at', 'is', null)
    .where(taskVisibleTo(viewer))
    .where(sql`search_text`, 'like', containsPattern(term))
    .limit(limit)
    .execute();
  return rows.map((r) =>
    hit({
      type: 'task',
      id: r.id,
      title: r.title,
      subtitle: [r.completed ? 'Completed' : r.due_date ? `Due ${r.due_date}` : null, r.subtitle]
        .filter(Boolean)
        .join(' · '),
      contactId: r.contact_id,
      dealId: r.deal_id,
    }),
  );
}

/** Notes, each visible when the deal (or else the contact) it belongs to is. */
export async function searchNotes(db: Db, { term, limit, viewer }: SearchScope): Promise<SearchHit[]> {
  const parentVisible = sql<boolean>`CASE WHEN a.deal_id IS NOT NULL
    THEN EXISTS (SELECT 1 FROM deals WHERE deals.tenant_id = a.tenant_id AND deals.id = a.deal_id
      AND deals.deleted_at IS NULL AND ${visibleTo(viewer)})
    ELSE EXISTS (SELECT 1 FROM contacts WHERE contacts.tenant_id = a.tenant_id AND contacts.id = a.contact_id
      AND contacts.deleted_at IS NULL AND ${visibleTo(viewer)}) END`;
  const rows = await db
    .selectFrom('activities as a')
    .select(['a.id', 'a.subject', 'a.body', 'a.contact_id', 'a.deal_id'])
    .where('a.kind', '=', 'note')
    .where('a.deleted_at', 'is', null)
    .where(sql`a.search_text`, 'like', containsPattern(term))
    .where(parentVisible)
    .limit(limit)
    .execute();
  return rows.map((r) =>
    hit({
      type: 'note',
      id: r.id,
      title: r.subject || 'Note',
      subtitle: r.body,
      contactId: r.contact_id,
      dealId: r.deal_id,
    }),
  );
}
