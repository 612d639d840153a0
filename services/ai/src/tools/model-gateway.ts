import type { RpcContext } from '@smartcrm/contracts';
import type { z } from 'zod';

/**
 * What the AI apps need from the orchestrator's provider layer. Every call is metered and
 * charged in the tenant's AI credits there; when the tenant has no model configured, the
 * built-in provider answers (`builtIn` gives its templated or rule-based answer).
 */
export interface ModelGateway {
  generate<T>(request: GenerateRequest<T>, ctx: RpcContext): Promise<Generated<T>>;
  /**
   * One chat turn with function calling. Null when no model is configured: the caller's own
   * rules answer instead (they are charged as a built-in call).
   */
  chat(request: ChatRequest, ctx: RpcContext): Promise<ChatTurn | null>;
  /** Meters and charges an answer the built-in rules gave (no model configured); returns its model id. */
  builtInReply(feature: string, reply: string, ctx: RpcContext): Promise<string>;
}

export interface GenerateRequest<T> {
  /** What the call is for, in the usage breakdown (e.g. `tool:email-analysis`). */
  feature: string;
  system: string;
  prompt: string;
  schemaName: string;
  schema: z.ZodType<T>;
  /** The built-in provider's answer. */
  builtIn: () => T;
}

export interface Generated<T> {
  output: T;
  model: string;
  builtIn: boolean;
}

/** OpenAI chat messages, as stored in a thread so a conversation can be replayed to the model. */
export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: ChatToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string };

export interface ChatToolCall {
  id: string;
  type: 'function';
  function: { name: string; arguments: string };
}

export interface ChatFunction {
  name: string;
  description: string;
  parameters: Record<string, unknown>;
}

export interface ChatRequest {
  feature: string;
  messages: ChatMessage[];
  functions: ChatFunction[];
}

export interface ChatTurn {
  content: string | null;
  toolCalls: ChatToolCall[];
  model: string;
}
