import { type Kysely, sql } from 'kysely';
import { rls } from './rls';

/**
 * Assistant threads, their messages and the actions the assistant proposed. An action is the
 * audit trail too: who confirmed or rejected which call, when, and what it returned.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql
    .raw(`
    CREATE TABLE assistant_threads (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL,
      assistant_id text NOT NULL,
      title text NOT NULL,
      task_id uuid,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tenant_id, id)
    );
    CREATE INDEX assistant_threads_user_idx ON assistant_threads (tenant_id, user_id, updated_at DESC);
    ${rls('assistant_threads')}

    CREATE TABLE assistant_messages (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      thread_id uuid NOT NULL,
      role text NOT NULL CHECK (role IN ('user', 'assistant', 'tool')),
      content text NOT NULL,
      -- The model's own message (tool calls, tool results) so a conversation can be replayed to it.
      raw jsonb,
      refs jsonb NOT NULL DEFAULT '[]',
      action_id uuid,
      built_in boolean NOT NULL DEFAULT false,
      model text,
      created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
      PRIMARY KEY (tenant_id, id),
      FOREIGN KEY (tenant_id, thread_id) REFERENCES assistant_threads (tenant_id, id) ON DELETE CASCADE
    );
    CREATE INDEX assistant_messages_thread_idx ON assistant_messages (tenant_id, thread_id, created_at);
    ${rls('assistant_messages')}

    CREATE TABLE assistant_actions (
      tenant_id uuid NOT NULL,
      id uuid NOT NULL DEFAULT gen_random_uuid(),
      thread_id uuid NOT NULL,
      user_id uuid NOT NULL,
      function text NOT NULL,
      arguments jsonb NOT NULL,
      summary text NOT NULL,
      tool_call_id text,
      status text NOT NULL DEFAULT 'proposed' CHECK (status IN ('proposed', 'executed', 'failed', 'rejected')),
      result jsonb,
      error text,
      created_at timestamptz NOT NULL DEFAULT now(),
      decided_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    );
    -- The audit trail keeps an action after its thread is deleted: no cascade from threads.
    CREATE INDEX assistant_actions_thread_idx ON assistant_actions (tenant_id, thread_id, created_at);
    CREATE INDEX assistant_actions_decided_idx ON assistant_actions (tenant_id, decided_at DESC) WHERE decided_at IS NOT NULL;
    ${rls('assistant_actions')}
  `)
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE assistant_actions; DROP TABLE assistant_messages; DROP TABLE assistant_threads;`.execute(db);
}
