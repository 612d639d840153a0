import pg from 'pg';

export interface LargeTenantSizes {
  contacts: number;
  companies: number;
}

export const largeTenantSizes: LargeTenantSizes = { contacts: 1_000_000, companies: 50_000 };

/**
 * Fills a tenant with generated companies and contacts inside Postgres (generate_series), as
 * the owner role, in batches so the indexes are built incrementally. Names, e-mails, tags,
 * statuses and dates vary enough for every sort, filter and search to do real work.
 * Tables that later issues add (deals, tasks, activities) get their generators with them.
 */
export async function seedLargeTenant(
  databaseUrl: string,
  tenantId: string,
  ownerIds: string[],
  sizes = largeTenantSizes,
) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const existing = await client.query('SELECT count(*)::int AS n FROM crm.contacts WHERE tenant_id = $1', [tenantId]);
    if (existing.rows[0].n >= sizes.contacts) return { seeded: false };
    await client.query(
      `INSERT INTO crm.companies (tenant_id, name, domain, industry, created_at)
       SELECT $1, 'Company ' || i || ' ' || (ARRAY['Holdings','Labs','Group','Partners','Systems','Logistics'])[1 + i % 6],
              'company' || i || '.example', (ARRAY['Software','Retail','Finance','Health','Energy'])[1 + i % 5],
              now() - (i % 1000) * interval '1 day'
       FROM generate_series(1, $2::int) AS i
       ON CONFLICT DO NOTHING`,
      [tenantId, sizes.companies],
    );
    const batch = 100_000;
    for (let start = existing.rows[0].n + 1; start <= sizes.contacts; start += batch) {
      await client.query(
        `WITH companies AS (
           SELECT id, name, row_number() OVER (ORDER BY id) AS n FROM crm.companies WHERE tenant_id = $1
         ), people AS (
           SELECT i,
             (ARRAY['Ada','Grace','Alan','Edsger','Barbara','Donald','Margaret','Linus','Radia','Ken','Frances','Tim'])[1 + i % 12] AS first,
             (ARRAY['Lovelace','Hopper','Turing','Dijkstra','Liskov','Knuth','Hamilton','Torvalds','Perlman','Thompson','Allen','Berners'])[1 + (i / 12) % 12] AS last
           FROM generate_series($2::int, $3::int) AS i
         )
         INSERT INTO crm.contacts (tenant_id, owner_id, company_id, company_name, first_name, last_name, name, email, phone,
           status, interest, source, tags, last_contact_at, is_favorite, created_at, updated_at)
         SELECT $1, ($4::uuid[])[1 + p.i % array_length($4::uuid[], 1)], c.id, c.name, p.first, p.last,
           p.first || ' ' || p.last || ' ' || p.i, lower(p.first || '.' || p.last || p.i || '@mail' || (p.i % 97) || '.example'),
           '+1 555 ' || lpad((p.i % 10000000)::text, 7, '0'),
           (ARRAY['lead','prospect','customer','churned'])[1 + p.i % 4],
           (ARRAY['hot','warm','medium','low','cold'])[1 + p.i % 5],
           (ARRAY['website','referral','event','linkedin','cold-call'])[1 + p.i % 5],
           CASE WHEN p.i % 10 = 0 THEN ARRAY['vip'] WHEN p.i % 7 = 0 THEN ARRAY['newsletter','q3'] ELSE '{}'::text[] END,
           CASE WHEN p.i % 4 = 0 THEN NULL ELSE now() - (p.i % 365) * interval '1 day' END,
           p.i % 50 = 0,
           now() - (p.i % 1460) * interval '1 day' - (p.i % 86400) * interval '1 second',
           now() - (p.i % 90) * interval '1 day'
         FROM people p JOIN companies c ON c.n = 1 + p.i % (SELECT count(*) FROM companies)`,
        [tenantId, start, Math.min(start + batch - 1, sizes.contacts), ownerIds],
      );
    }
    // Two in three contacts scored (their rows were made by the contacts' insert trigger).
    await client.query(
      `UPDATE crm.contact_lead_scores SET score = abs(hashtext(contact_id::text)) % 101, scored_at = now()
       WHERE tenant_id = $1 AND score IS NULL AND abs(hashtext(contact_id::text)) % 3 <> 0`,
      [tenantId],
    );
    await client.query('ANALYZE crm.contacts; ANALYZE crm.companies; ANALYZE crm.contact_lead_scores;');
    return { seeded: true };
  } finally {
    await client.end();
  }
}
