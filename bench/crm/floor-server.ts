import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { PreparingClient } from '../../services/kit/src/db/prepared-client';
import { insertContact } from '../../services/crm/src/contacts/contact.repository';
import type { CrmDb } from '../../services/crm/src/db/schema';
import type { Role } from '@smartcrm/contracts';
import { productStatements, type Statement } from './product-sql';

/**
 * The floors of the contacts screens: bare Fastify routes running the product's own SQL for the
 * same answers straight against Postgres (prepared, the service's pool size and role, the tenant
 * pinned per connection as the service does; no NATS hop, no validation, no mapping), plus the
 * SQL floor: the same columns of 50 contacts by primary-key keyset as the owner (no visibility, no RLS).
 */
const env = (name: string) => process.env[name] ?? '';
const tenantId = env('TENANT_ID');
const poolSize = Number(process.env.DB_POOL_SIZE ?? 10);
const service = new pg.Pool({
  connectionString: env('APP_DATABASE_URL'),
  max: poolSize,
  // The tenant row-level security reads, set once per session as crm's pool does.
  options: `-c search_path=crm -c app.tenant_id=${tenantId}`,
  Client: PreparingClient,
});
const owner = new pg.Pool({ connectionString: env('DATABASE_URL'), max: poolSize, options: '-c search_path=crm' });

const product = await productStatements(service, {
  tenantId,
  viewer: { userId: env('VIEWER_ID'), role: env('VIEWER_ROLE') as Role },
  searches: JSON.parse(env('SEARCHES')) as string[],
});
const named = ({ text, values }: Statement) => ({
  name: `f${createHash('sha1').update(text).digest('base64url')}`,
  text,
  values: values as unknown[],
});
const run = async (statements: Statement[]) =>
  (await Promise.all(statements.map((statement) => service.query(named(statement))))).map((result) => result.rows);

/** The list's own columns, lead score included, without its sort, visibility or RLS. */
const minimalColumns = `id, tenant_id, owner_id, company_id, first_name, last_name, name, email, phone, company_name,
  position, title, industry, status, interest, source, tags, notes, social_profiles, custom_fields, location,
  preferred_contact, avatar_src, is_favorite, last_contact_at, created_at, updated_at, version, deleted_at,
  (SELECT s.score FROM contact_lead_scores s WHERE s.tenant_id = contacts.tenant_id AND s.contact_id = contacts.id) AS lead_score`;

const app = Fastify();
app.get('/contacts', async () => ({ items: (await run(product.list))[0]!.slice(0, 50) }));
let searches = 0;
app.get('/search', async () => ({
  items: (await run(product.search[searches++ % product.search.length]!))[0]!.slice(0, 50),
}));
app.get('/board', async () => ({ results: await run(product.board) }));
app.get('/tasks', async () => ({ items: (await run(product.tasks))[0]!.slice(0, 50) }));
app.get('/minimal', async () => {
  const { rows } = await owner.query({
    name: 'minimal-page',
    text: `SELECT ${minimalColumns} FROM contacts WHERE tenant_id = $1 AND id > $2 ORDER BY tenant_id, id LIMIT 51`,
    values: [tenantId, '00000000-0000-0000-0000-000000000000'],
  });
  return { items: rows.slice(0, 50) };
});
// A create: the product's own INSERT … RETURNING of a contact, on its own (no transaction, no
// company look-up, no outbox event).
const db = new Kysely<CrmDb>({ dialect: new PostgresDialect({ pool: service }) });
app.post('/contacts', async (request, reply) => {
  const { name, email, company } = request.body as { name: string; email: string; company: string };
  const [first, ...last] = name.split(' ');
  const row = await insertContact(db, {
    tenant_id: tenantId,
    owner_id: env('VIEWER_ID'),
    name,
    first_name: first ?? '',
    last_name: last.join(' '),
    email,
    company_name: company,
  });
  return reply.status(201).send(row);
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => Promise.all([service.end(), owner.end()]))
      .then(() => process.exit(0)),
);
