import { type Kysely, type Selectable, sql } from 'kysely';
import type { IntegrationsDb } from '../db/schema';
import type { WebhookEndpointsTable } from './webhook.table';

type Db = Kysely<IntegrationsDb>;
export type EndpointRow = Selectable<WebhookEndpointsTable>;

/** A workspace's webhook endpoints (row-level security keeps them to the workspace). */
export const webhookEndpointRepository = {
  list: (db: Db) => db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').execute(),

  find: (db: Db, id: string) => db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst(),

  insert: (db: Db, row: Omit<EndpointRow, 'created_at' | 'updated_at' | 'enabled' | 'consecutive_failures'>) =>
    db.insertInto('webhook_endpoints').values(row).returningAll().executeTakeFirstOrThrow(),

  update: (db: Db, id: string, patch: Partial<Omit<EndpointRow, 'tenant_id' | 'id' | 'created_at'>>) =>
    db
      .updateTable('webhook_endpoints')
      .set({ ...patch, updated_at: new Date() })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst(),

  delete: async (db: Db, id: string) =>
    (await db.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst()).numDeletedRows > 0n,

  /** The enabled endpoints that asked for one public event type. */
  subscribedTo: (db: Db, type: string) =>
    db
      .selectFrom('webhook_endpoints')
      .select('id')
      .where('enabled', '=', true)
      .where(sql<boolean>`events @> ARRAY[${type}]::text[]`)
      .execute(),

  /**
   * Counts an endpoint's failed attempts in a row (an accepted one resets them); when a delivery
   * has failed for good, the endpoint is turned off with the reason, until a person turns it on.
   * The endpoint this turned off (its url and reason), or undefined.
   */
  noteOutcome: async (
    db: Db,
    id: string,
    accepted: boolean,
    gaveUp: { responseStatus: number | null; error: string | null } | null,
  ) => {
    await db
      .updateTable('webhook_endpoints')
      .set((eb) => ({ consecutive_failures: accepted ? 0 : eb('consecutive_failures', '+', 1) }))
      .where('id', '=', id)
      .execute();
    if (!gaveUp) return undefined;
    return db
      .updateTable('webhook_endpoints')
      .set({
        enabled: false,
        disabled_reason: `Turned off: a delivery failed for 24 hours (last answer: ${
          gaveUp.responseStatus ?? gaveUp.error ?? 'none'
        })`,
      })
      .where('id', '=', id)
      .where('enabled', '=', true)
      .returning(['url', 'disabled_reason'])
      .executeTakeFirst();
  },
};
