import { createHash } from 'node:crypto';
import pg from 'pg';

const maxParameters = 64;
const maxStatements = 2000;
const names = new Map<string, string | null>();

/**
 * The name under which a statement is prepared, or null to run it unprepared. Planning a
 * list query under row-level security costs ~0.5 ms, three times its execution; a prepared
 * statement is planned once per connection. Statements whose text varies without bound
 * (long IN lists, multi-row inserts) and anything past `maxStatements` run unprepared, so
 * neither this map nor a Postgres session grows without limit.
 */
function statementName(text: string, parameterCount: number): string | null {
  const known = names.get(text);
  if (known !== undefined) return known;
  if (parameterCount === 0 || parameterCount > maxParameters || names.size >= maxStatements) return null;
  const name = `k${createHash('sha1').update(text).digest('base64url')}`;
  names.set(text, name);
  return name;
}

/** After a migration changed a table under a running process, its prepared `SELECT *` refuses to run. */
const isStalePlan = (error: unknown) =>
  error instanceof Error && (error as { code?: string }).code === '0A000' && /cached plan/.test(error.message);

/** A pg client that prepares the parameterised statements kysely sends (text + values). */
export class PreparingClient extends pg.Client {
  // pg's query() is a set of overloads; this forwards them all.
  override query(config: any, values?: any, callback?: any): any {
    const name = typeof config === 'string' && Array.isArray(values) ? statementName(config, values.length) : null;
    if (!name || callback) return super.query(config, values, callback);
    const prepared = super.query({ name, text: config, values }) as Promise<pg.QueryResult>;
    return prepared.catch((error: unknown) => {
      if (!isStalePlan(error)) throw error;
      names.set(config, null);
      return super.query(config, values);
    });
  }
}
