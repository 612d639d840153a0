import type { RpcHandlers } from '@smartcrm/kit';
import type { AssistantService } from './assistant.service';

type AssistantHandlers = Pick<RpcHandlers<'ai'>, `ai.assistants.${string}` & keyof RpcHandlers<'ai'>>;

export function assistantHandlers(service: AssistantService): AssistantHandlers {
  return {
    'ai.assistants.threads': (_request, ctx) => service.list(ctx),
    'ai.assistants.create_thread': ({ assistantId }, ctx) => service.create(assistantId, ctx),
    'ai.assistants.thread': ({ threadId }, ctx) => service.get(threadId, ctx),
    'ai.assistants.delete_thread': ({ threadId }, ctx) => service.remove(threadId, ctx),
    'ai.assistants.post': ({ threadId, content }, ctx) => service.post(threadId, content, ctx),
    'ai.assistants.confirm': ({ actionId }, ctx) => service.confirm(actionId, ctx),
    'ai.assistants.reject': ({ actionId }, ctx) => service.reject(actionId, ctx),
    'ai.assistants.attach': ({ threadId, taskId }, ctx) => service.attach(threadId, taskId, ctx),
    'ai.assistants.audit': ({ limit }, ctx) => service.audit(limit, ctx),
  };
}
