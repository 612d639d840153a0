import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { CrmDb } from '../../services/crm/src/db/schema';
import { PreparingClient } from '../../services/kit/src/db/prepared-client';
import { pinTenant } from '../../services/kit/src/db/tenant-pin';
import { floorReads } from './floor-reads';
import { floorWrites } from './floor-writes';

/**
 * The floors: a bare Fastify server whose routes run the SQL the services run for each step
 * straight against Postgres (owner connection, prepared statements, one pool of 10), with no
 * NATS hop, no session, no validation. /session is the look-up of /api/auth/user-role; the
 * /api/… routes answer the load scenarios' steps at the BFF's paths, as the tenant TENANT_ID's
 * user USER_ID (role USER_ROLE), so the same scenario code drives the path and its floor.
 */
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: 10,
  Client: PreparingClient,
  options: '-c search_path=crm',
});
const db = new Kysely<CrmDb>({ dialect: new PostgresDialect({ pool, onReserveConnection: pinTenant }) });
const floor = {
  pool,
  tenantId: process.env.TENANT_ID ?? '',
  userId: process.env.USER_ID ?? '',
  role: process.env.USER_ROLE ?? 'regular_user',
};
const app = Fastify();
app.get('/session', async (request, reply) => {
  const token = /smartcrm_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? '';
  const { rows } = await pool.query({
    name: 'session',
    text: `SELECT u.id, u.name, u.email, u.role FROM identity.sessions s
           JOIN identity.users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
           WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.status = 'active'`,
    values: [createHash('sha256').update(token).digest()],
  });
  if (!rows[0]) return reply.status(401).send({ code: 'unauthenticated' });
  return { user: rows[0] };
});
floorReads(app, floor, db);
floorWrites(app, floor);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('ready\n');
process.on(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => db.destroy())
      .then(() => process.exit(0)),
);
