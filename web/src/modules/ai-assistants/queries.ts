import { AssistantAction, AssistantThread, AssistantThreadSummary } from '@smartcrm/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../api/http';

export const assistantKeys = {
  all: ['assistants'] as const,
  threads: () => [...assistantKeys.all, 'threads'] as const,
  thread: (id: string) => [...assistantKeys.all, 'thread', id] as const,
  audit: () => [...assistantKeys.all, 'audit'] as const,
};

/** Decided actions, newest first: the user's own (a super admin sees the workspace's). */
export const auditQuery = () =>
  queryOptions({
    queryKey: assistantKeys.audit(),
    queryFn: async () =>
      z.object({ items: z.array(AssistantAction) }).parse(await apiRequest('/api/assistants/audit?limit=20')).items,
  });

export const threadsQuery = () =>
  queryOptions({
    queryKey: assistantKeys.threads(),
    queryFn: async () =>
      z.object({ items: z.array(AssistantThreadSummary) }).parse(await apiRequest('/api/assistants/threads')).items,
  });

export const threadQuery = (id: string) =>
  queryOptions({
    queryKey: assistantKeys.thread(id),
    queryFn: async () => AssistantThread.parse(await apiRequest(`/api/assistants/threads/${id}`)),
  });

const thread = async (path: string, body?: unknown) =>
  AssistantThread.parse(await apiRequest(path, { method: 'POST', body }));

export const createThread = (assistantId: string) => thread('/api/assistants/threads', { assistantId });
export const postMessage = (threadId: string, content: string) =>
  thread(`/api/assistants/threads/${threadId}/messages`, { content });
export const confirmAction = (actionId: string) => thread(`/api/assistants/actions/${actionId}/confirm`);
export const rejectAction = (actionId: string) => thread(`/api/assistants/actions/${actionId}/reject`);
export const attachThread = (threadId: string, taskId: string) =>
  thread(`/api/assistants/threads/${threadId}/attach`, { taskId });
export const deleteThread = (threadId: string) =>
  apiRequest(`/api/assistants/threads/${threadId}`, { method: 'DELETE' });
