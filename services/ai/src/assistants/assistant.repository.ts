import type {
  AssistantAction,
  AssistantMessage,
  AssistantReference,
  AssistantThreadSummary,
} from '@smartcrm/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { AiDb } from '../db/schema';
import type { AssistantActionsTable, AssistantMessagesTable, AssistantThreadsTable } from './assistant.table';
import type { ChatMessage } from '../tools/model-gateway';

type Db = Kysely<AiDb>;

export const insertThread = (db: Db, t: { tenantId: string; userId: string; assistantId: string; title: string }) =>
  db
    .insertInto('assistant_threads')
    .values({ tenant_id: t.tenantId, user_id: t.userId, assistant_id: t.assistantId, title: t.title })
    .returningAll()
    .executeTakeFirstOrThrow();

/** A thread of the user's own: another user's reads as not found. */
export const findThread = (db: Db, id: string, userId: string) =>
  db.selectFrom('assistant_threads').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();

export const listThreads = (db: Db, userId: string) =>
  db
    .selectFrom('assistant_threads')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('updated_at', 'desc')
    .limit(100)
    .execute();

export const touchThread = (db: Db, id: string, set: { title?: string; task_id?: string }) =>
  db
    .updateTable('assistant_threads')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();

export const deleteThread = (db: Db, id: string) => db.deleteFrom('assistant_threads').where('id', '=', id).execute();

export interface NewMessage {
  tenantId: string;
  threadId: string;
  role: 'user' | 'assistant' | 'tool';
  content: string;
  raw?: ChatMessage;
  references?: AssistantReference[];
  actionId?: string;
  builtIn?: boolean;
  model?: string | null;
}

export const insertMessages = (db: Db, messages: NewMessage[]) =>
  messages.length === 0
    ? Promise.resolve()
    : db
        .insertInto('assistant_messages')
        .values(
          messages.map((m) => ({
            tenant_id: m.tenantId,
            thread_id: m.threadId,
            role: m.role,
            content: m.content,
            raw: m.raw ? JSON.stringify(m.raw) : null,
            refs: JSON.stringify(m.references ?? []),
            action_id: m.actionId ?? null,
            built_in: m.builtIn ?? false,
            model: m.model ?? null,
          })),
        )
        .execute()
        .then(() => undefined);

export const threadMessages = (db: Db, threadId: string) =>
  db.selectFrom('assistant_messages').selectAll().where('thread_id', '=', threadId).orderBy('created_at').execute();

export const threadActions = (db: Db, threadId: string) =>
  db.selectFrom('assistant_actions').selectAll().where('thread_id', '=', threadId).orderBy('created_at').execute();

export const insertAction = (
  db: Db,
  a: {
    tenantId: string;
    threadId: string;
    userId: string;
    fn: string;
    args: Record<string, unknown>;
    summary: string;
    toolCallId?: string;
  },
) =>
  db
    .insertInto('assistant_actions')
    .values({
      tenant_id: a.tenantId,
      thread_id: a.threadId,
      user_id: a.userId,
      function: a.fn,
      arguments: JSON.stringify(a.args),
      summary: a.summary,
      tool_call_id: a.toolCallId ?? null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();

/** Locks the user's action until the transaction ends: a second confirm waits, then sees it decided. */
export const lockAction = (db: Db, id: string, userId: string) =>
  db
    .selectFrom('assistant_actions')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();

export const decideAction = (
  db: Db,
  id: string,
  outcome: { status: 'executed' | 'failed' | 'rejected'; result?: Record<string, unknown>; error?: string },
) =>
  db
    .updateTable('assistant_actions')
    .set({
      status: outcome.status,
      result: outcome.result ? JSON.stringify(outcome.result) : null,
      error: outcome.error ?? null,
      decided_at: new Date(),
    })
    .where('id', '=', id)
    .execute();

export const auditTrail = (db: Db, userId: string | null, limit: number) =>
  db
    .selectFrom('assistant_actions')
    .selectAll()
    .where('decided_at', 'is not', null)
    .$if(userId !== null, (q) => q.where('user_id', '=', userId as string))
    .orderBy('decided_at', 'desc')
    .limit(limit)
    .execute();

export const toSummary = (t: Selectable<AssistantThreadsTable>): AssistantThreadSummary => ({
  id: t.id,
  assistantId: t.assistant_id as AssistantThreadSummary['assistantId'],
  title: t.title,
  taskId: t.task_id,
  createdAt: t.created_at.toISOString(),
  updatedAt: t.updated_at.toISOString(),
});

export const toMessage = (m: Selectable<AssistantMessagesTable>): AssistantMessage => ({
  id: m.id,
  role: m.role === 'user' ? 'user' : 'assistant',
  content: m.content,
  references: m.refs as AssistantReference[],
  actionId: m.action_id,
  builtIn: m.built_in,
  model: m.model,
  createdAt: m.created_at.toISOString(),
});

export const toAction = (a: Selectable<AssistantActionsTable>): AssistantAction => ({
  id: a.id,
  threadId: a.thread_id,
  function: a.function as AssistantAction['function'],
  arguments: a.arguments,
  summary: a.summary,
  status: a.status,
  result: a.result,
  error: a.error,
  userId: a.user_id,
  createdAt: a.created_at.toISOString(),
  decidedAt: a.decided_at?.toISOString() ?? null,
});
