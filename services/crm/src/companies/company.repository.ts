import { containsPattern } from '@smartcrm/kit';
import type { Company } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';

type Db = Kysely<CrmDb>;

/** The company called `name` (case-insensitively), created when the tenant has none yet. */
export async function findOrCreateCompany(db: Db, tenantId: string, name: string, ownerId: string | null) {
  const { rows } = await sql<{ id: string; name: string }>`
    INSERT INTO companies (tenant_id, name, owner_id) VALUES (${tenantId}, ${name}, ${ownerId})
    ON CONFLICT (tenant_id, lower(name)) WHERE deleted_at IS NULL
    DO UPDATE SET updated_at = companies.updated_at
    RETURNING id, name`.execute(db);
  return rows[0]!;
}

export async function searchCompanies(db: Db, search: string | undefined, limit: number): Promise<Company[]> {
  let query = db
    .selectFrom('companies as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.domain',
      'c.industry',
      'c.created_at',
      eb
        .selectFrom('contacts as k')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('k.company_id', '=', 'c.id')
        .where('k.deleted_at', 'is', null)
        .as('contact_count'),
    ])
    .where('c.deleted_at', 'is', null)
    .orderBy(sql`lower(c.name)`)
    .limit(limit);
  if (search) query = query.where(sql`lower(c.name)`, 'like', containsPattern(search.toLowerCase()));
  const rows = await query.execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    domain: r.domain,
    industry: r.industry,
    contactCount: Number(r.contact_count ?? 0),
    createdAt: r.created_at.toISOString(),
  }));
}

/** LIKE treats % and _ as wildcards; a search for "50%" means the characters. */
