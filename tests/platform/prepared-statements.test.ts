import { describe, expect, inject, it } from 'vitest';
import { PreparingClient } from '../../services/kit/src/db/prepared-client';

describe('prepared statements', () => {
  it('prepares a parameterised statement once per connection and survives a table changing under it', async () => {
    const client = new PreparingClient({ connectionString: inject('databaseUrl') });
    await client.connect();
    const table = `prepared_probe_${process.pid}`;
    try {
      await client.query(`CREATE TEMP TABLE ${table} (id int, name text)`);
      await client.query(`INSERT INTO ${table} VALUES (1, 'one'), (2, 'two')`);
      const select = `SELECT * FROM ${table} WHERE id = $1`;
      expect((await client.query(select, [1])).rows).toEqual([{ id: 1, name: 'one' }]);
      expect((await client.query(select, [2])).rows).toEqual([{ id: 2, name: 'two' }]);
      const prepared = await client.query('SELECT statement FROM pg_prepared_statements');
      expect(prepared.rows.map((r: { statement: string }) => r.statement)).toContain(select);

      // A migration adds a column while the process runs: the answer has the new shape, not an error.
      await client.query(`ALTER TABLE ${table} ADD COLUMN note text`);
      expect((await client.query(select, [1])).rows).toEqual([{ id: 1, name: 'one', note: null }]);
    } finally {
      await client.end();
    }
  });
});
