import { type Kysely, type Selectable, sql } from 'kysely';
import type { AutomationDb } from '../db/schema';
import type { WorkflowsTable } from './workflow.table';
import type { WorkflowStatus } from '@smartcrm/contracts';

type Db = Kysely<AutomationDb>;
export type WorkflowRow = Selectable<WorkflowsTable> & { runs_total: string; runs_failed: string };

const withRunCounts = (db: Db) =>
  db
    .selectFrom('workflows as w')
    .selectAll('w')
    .select([
      sql<string>`(SELECT count(*) FROM workflow_runs r WHERE r.tenant_id = w.tenant_id AND r.workflow_id = w.id)`.as(
        'runs_total',
      ),
      sql<string>`(SELECT count(*) FROM workflow_runs r WHERE r.tenant_id = w.tenant_id AND r.workflow_id = w.id AND r.status = 'failed')`.as(
        'runs_failed',
      ),
    ]);

/** A workspace's workflows and their published versions (row-level security keeps them to it). */
export const workflowRepository = {
  list: (db: Db) =>
    withRunCounts(db).where('w.status', '!=', 'archived').orderBy('w.created_at', 'desc').execute() as Promise<
      WorkflowRow[]
    >,

  find: (db: Db, id: string) =>
    withRunCounts(db).where('w.id', '=', id).executeTakeFirst() as Promise<WorkflowRow | undefined>,

  /** Locks the workflow for a change of state or definition. */
  lock: (db: Db, id: string) =>
    db.selectFrom('workflows').selectAll().where('id', '=', id).forUpdate().executeTakeFirst(),

  insert: (
    db: Db,
    row: {
      tenant_id: string;
      id: string;
      name: string;
      description: string;
      definition: unknown;
      created_by: string | null;
      hook_token?: string;
    },
  ) =>
    db
      .insertInto('workflows')
      .values({ ...row, definition: JSON.stringify(row.definition) })
      .execute(),

  update: (
    db: Db,
    id: string,
    patch: Partial<{
      name: string;
      description: string;
      definition: unknown;
      status: WorkflowStatus;
      trigger_key: string | null;
      published_version: number | null;
      /** Kept once made: a webhook's URL does not change when its workflow is edited. */
      hook_token: string;
    }>,
  ) => {
    const { definition, hook_token, ...rest } = patch;
    return db
      .updateTable('workflows')
      .set({
        ...rest,
        ...(definition === undefined ? {} : { definition: JSON.stringify(definition) }),
        ...(hook_token === undefined ? {} : { hook_token: sql<string>`COALESCE(hook_token, ${hook_token})` }),
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
  },

  insertVersion: (
    db: Db,
    row: { tenant_id: string; workflow_id: string; version: number; definition: unknown; published_by: string | null },
  ) =>
    db
      .insertInto('workflow_versions')
      .values({ ...row, definition: JSON.stringify(row.definition) })
      .execute(),

  version: (db: Db, workflowId: string, version: number) =>
    db
      .selectFrom('workflow_versions')
      .select('definition')
      .where('workflow_id', '=', workflowId)
      .where('version', '=', version)
      .executeTakeFirst(),

  /**
   * The active workflows any of the trigger kinds start, each with its published version (whose
   * definition never changes, so a caller may keep it); one prepared statement however many kinds.
   */
  activeFor: (db: Db, triggerKeys: string[]) =>
    db
      .selectFrom('workflows')
      .select(['id', 'published_version as version', 'trigger_key'])
      .where(sql<boolean>`trigger_key = ANY(${triggerKeys}::text[])`)
      .where('status', '=', 'active')
      .where('published_version', 'is not', null)
      .execute() as Promise<{ id: string; version: number; trigger_key: string }[]>,
};
