import type { ColumnType, Generated } from 'kysely';
import type { Json } from '../db/column-types';

export interface AssistantThreadsTable {
  tenant_id: string;
  id: Generated<string>;
  user_id: string;
  assistant_id: string;
  title: string;
  task_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AssistantMessagesTable {
  tenant_id: string;
  id: Generated<string>;
  thread_id: string;
  role: 'user' | 'assistant' | 'tool';
  content: string;
  raw: ColumnType<unknown | null, string | null | undefined, string | null>;
  refs: ColumnType<unknown[], string | undefined, string>;
  action_id: string | null;
  built_in: Generated<boolean>;
  model: string | null;
  created_at: Generated<Date>;
}

export interface AssistantActionsTable {
  tenant_id: string;
  id: Generated<string>;
  thread_id: string;
  user_id: string;
  function: string;
  arguments: Json<Record<string, unknown>>;
  summary: string;
  tool_call_id: string | null;
  status: Generated<'proposed' | 'executed' | 'failed' | 'rejected'>;
  result: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
  error: string | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

/** The assistant tables in the ai schema; db/schema.ts combines every domain's. */
export interface AssistantTables {
  assistant_threads: AssistantThreadsTable;
  assistant_messages: AssistantMessagesTable;
  assistant_actions: AssistantActionsTable;
}
