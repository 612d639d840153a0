import pg from 'pg';

/**
 * The floor: the inserts the workflow causes (one task per contact) written straight to Postgres,
 * one statement each over ten connections, as the cheapest correct way to the same rows. Rolled
 * back, so the path's own figures are not disturbed.
 */
export async function taskInsertFloor(databaseUrl: string, tenantId: string, contactIds: string[]): Promise<number> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const clients = await Promise.all(Array.from({ length: 10 }, () => pool.connect()));
  try {
    await Promise.all(clients.map((c) => c.query('BEGIN')));
    let next = 0;
    const started = performance.now();
    await Promise.all(
      clients.map(async (client) => {
        while (next < contactIds.length) {
          const contactId = contactIds[next++];
          await client.query(
            `INSERT INTO crm.tasks (tenant_id, id, title, type, priority, contact_id, assignee_id)
             VALUES ($1, gen_random_uuid(), 'Welcome call', 'call', 'medium', $2, NULL)`,
            [tenantId, contactId],
          );
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    await Promise.all(clients.map((c) => c.query('ROLLBACK')));
    return contactIds.length / seconds;
  } finally {
    for (const client of clients) client.release();
    await pool.end();
  }
}
