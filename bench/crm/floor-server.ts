import Fastify from 'fastify';
import pg from 'pg';

/**
 * The floor for the contacts list: a bare Fastify route running the list's first-page SQL
 * straight against Postgres (prepared, no NATS hop, no RLS transaction, no validation).
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const app = Fastify();
app.get('/contacts', async (request) => {
  const { tenant } = request.query as { tenant: string };
  const { rows } = await pool.query({
    name: 'contacts-page',
    text: `SELECT * FROM crm.contacts WHERE tenant_id = $1 AND deleted_at IS NULL
           ORDER BY created_at DESC, id DESC LIMIT 51`,
    values: [tenant],
  });
  return { items: rows.slice(0, 50) };
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => pool.end())
      .then(() => process.exit(0)),
);
