import { type Kysely, sql } from 'kysely';
import type { AutomationDb } from '../db/schema';

type Db = Kysely<AutomationDb>;
export interface TickKey {
  tenant_id: string;
  workflow_id: string;
  version: number;
  tick_at: Date;
}

/** Scheduled workflows and the ticks instances have taken of them. */
export const scheduleRepository = {
  /** Every workspace's active scheduled workflows, with the published version and when it went live (a platform read). */
  active: (db: Db) =>
    db
      .selectFrom('workflows as w')
      .innerJoin('workflow_versions as v', (join) =>
        join
          .onRef('v.tenant_id', '=', 'w.tenant_id')
          .onRef('v.workflow_id', '=', 'w.id')
          .onRef('v.version', '=', 'w.published_version'),
      )
      .select(['w.tenant_id', 'w.id', 'v.version', 'v.definition', 'v.published_at'])
      .where('w.trigger_key', '=', 'schedule:contact')
      .where('w.status', '=', 'active')
      .execute(),

  /**
   * Takes the tick: true for the one instance whose insert lands, or for one taking over a tick
   * left unfinished past `leaseSeconds` (its instance died); false for every other.
   */
  claim: async (db: Db, key: TickKey, leaseSeconds: number) => {
    const taken = await db
      .insertInto('schedule_ticks')
      .values(key)
      .onConflict((oc) =>
        oc
          .columns(['tenant_id', 'workflow_id', 'version', 'tick_at'])
          .doUpdateSet({ claimed_at: sql`now()` })
          .where('schedule_ticks.finished_at', 'is', null)
          .where('schedule_ticks.claimed_at', '<', sql<Date>`now() - make_interval(secs => ${leaseSeconds})`),
      )
      .returning('tick_at')
      .executeTakeFirst();
    return taken !== undefined;
  },

  finish: (db: Db, key: TickKey, started: number) =>
    db
      .updateTable('schedule_ticks')
      .set({ finished_at: new Date(), started: sql`started + ${started}` })
      .where('tenant_id', '=', key.tenant_id)
      .where('workflow_id', '=', key.workflow_id)
      .where('version', '=', key.version)
      .where('tick_at', '=', key.tick_at)
      .execute(),
};
