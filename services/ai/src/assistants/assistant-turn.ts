import type { AssistantFunctionName, AssistantReference } from '@smartcrm/contracts';
import type { ChatMessage } from '../tools/model-gateway';

/** A write the assistant wants to make; it waits for the user's confirmation. */
export interface Proposal {
  fn: AssistantFunctionName;
  args: Record<string, unknown>;
  summary: string;
  toolCallId?: string;
}

/** What one turn adds to a thread: messages (visible or the model's own) and at most one proposal. */
export interface Turn {
  messages: {
    role: 'assistant' | 'tool';
    content: string;
    raw?: ChatMessage;
    references?: AssistantReference[];
    builtIn?: boolean;
    model?: string | null;
  }[];
  proposal?: Proposal;
}
