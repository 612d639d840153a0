import type { ToolResultSection, ToolRun } from '@smartcrm/contracts';
import { findAiTool } from '@smartcrm/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AiDb } from '../db/schema';
import type { ToolRunsTable } from './tool.table';

type Db = Kysely<AiDb>;

export interface NewToolRun {
  tenantId: string;
  userId: string;
  toolId: string;
  input: Record<string, unknown>;
  sections: ToolResultSection[];
  text: string;
  model: string;
  builtIn: boolean;
}

export const insertRun = (db: Db, run: NewToolRun) =>
  db
    .insertInto('tool_runs')
    .values({
      tenant_id: run.tenantId,
      user_id: run.userId,
      tool_id: run.toolId,
      input: JSON.stringify(run.input),
      sections: JSON.stringify(run.sections),
      text: run.text,
      model: run.model,
      built_in: run.builtIn,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

export const listRuns = (db: Db, userId: string, toolId: string | undefined, limit: number) =>
  db
    .selectFrom('tool_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .$if(Boolean(toolId), (q) => q.where('tool_id', '=', toolId as string))
    .orderBy('created_at', 'desc')
    .limit(limit)
    .execute();

/** A run of the user's own (another user's run reads as not found). */
export const findRun = (db: Db, id: string, userId: string) =>
  db.selectFrom('tool_runs').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const addSavedTo = (db: Db, id: string, savedTo: ToolRun['savedTo']) =>
  db
    .updateTable('tool_runs')
    .set({ saved_to: JSON.stringify(savedTo) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();

export function toToolRun(row: Selectable<ToolRunsTable>): ToolRun {
  return {
    id: row.id,
    toolId: row.tool_id,
    toolName: findAiTool(row.tool_id)?.name ?? row.tool_id,
    input: row.input,
    sections: row.sections as ToolResultSection[],
    text: row.text,
    model: row.model,
    builtIn: row.built_in,
    savedTo: row.saved_to as ToolRun['savedTo'],
    createdAt: row.created_at.toISOString(),
  };
}
