import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';

/**
 * The floor: a bare Fastify route that runs the session look-up of /api/auth/user-role
 * straight against Postgres, with no NATS hop, no RLS transaction and no validation.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
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
