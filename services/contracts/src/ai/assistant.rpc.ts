import { z } from 'zod';
import {
  ActionRef,
  AssistantAction,
  AssistantAuditQuery,
  AssistantThread,
  AssistantThreadSummary,
  AttachThreadRequest,
  CreateThreadRequest,
  PostMessageRequest,
  ThreadRef,
} from './assistant.schema';

/** AI assistants: threads of the caller's own; writes wait for the caller's confirmation. */
export const assistantRpcMethods = {
  'ai.assistants.threads': { request: z.object({}), reply: z.object({ items: z.array(AssistantThreadSummary) }) },
  'ai.assistants.create_thread': { request: CreateThreadRequest, reply: AssistantThread },
  'ai.assistants.thread': { request: ThreadRef, reply: AssistantThread },
  'ai.assistants.delete_thread': { request: ThreadRef, reply: z.object({ id: z.uuid() }) },
  /** The user's message and the assistant's answer (reads done, writes proposed). */
  'ai.assistants.post': { request: ThreadRef.extend(PostMessageRequest.shape), reply: AssistantThread },
  'ai.assistants.confirm': { request: ActionRef, reply: AssistantThread },
  'ai.assistants.reject': { request: ActionRef, reply: AssistantThread },
  /** Links the thread to a task (the task's assistantThreadId). */
  'ai.assistants.attach': { request: ThreadRef.extend(AttachThreadRequest.shape), reply: AssistantThread },
  /** The audit trail: every decided action of the workspace (admins) or the caller's own. */
  'ai.assistants.audit': { request: AssistantAuditQuery, reply: z.object({ items: z.array(AssistantAction) }) },
} as const;
