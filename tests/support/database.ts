import pg from 'pg';

/** The test run's database, dropped and created afresh so every run also tests the migrations. */
export async function recreateDatabase(url: string): Promise<void> {
  await dropDatabase(url, true);
}

/** Drops the database of `url` (its connections closed), and with `recreate` makes it anew. */
export async function dropDatabase(url: string, recreate = false): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
    if (recreate) await client.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

/** An owner connection to the test database, for assertions about what was stored. */
export async function withOwnerConnection<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
