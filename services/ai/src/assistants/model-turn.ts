import {
  type AssistantFunctionName,
  type AssistantReference,
  assistantFunctionArgs,
  assistantFunctions,
  type assistants,
  type RpcContext,
} from '@smartcrm/contracts';
import { z } from 'zod';
import type { ChatMessage, ModelGateway } from '../tools/model-gateway';
import type { AssistantFunctions } from './assistant-functions';
import type { Turn } from './assistant-turn';

type Assistant = (typeof assistants)[number];
const maxRounds = 4;

const systemPrompt = (assistant: Assistant, today: string) =>
  `You are ${assistant.name} inside a sales CRM. ${assistant.description} Today is ${today}. ` +
  'Use the functions to look records up before acting; never invent ids. A change is only proposed: the user confirms it in the app. ' +
  'Answer briefly.';

/**
 * A turn with real function calling: reads run at once and their results go back to the model;
 * the first write ends the turn as a proposal (its tool result says it awaits confirmation).
 * Null when no model is configured.
 */
export async function modelTurn(
  history: ChatMessage[],
  assistant: Assistant,
  deps: {
    models: ModelGateway;
    functions: AssistantFunctions;
    today: string;
    describe: (p: NonNullable<Turn['proposal']>, ctx: RpcContext) => Promise<string>;
  },
  ctx: RpcContext,
): Promise<Turn | null> {
  const functions = assistant.functions.map((name) => ({
    name,
    description: assistantFunctions[name].description,
    parameters: z.toJSONSchema(assistantFunctionArgs[name], { target: 'draft-7', io: 'input' }) as Record<
      string,
      unknown
    >,
  }));
  const messages: ChatMessage[] = [{ role: 'system', content: systemPrompt(assistant, deps.today) }, ...history];
  const out: Turn = { messages: [] };
  const references: AssistantReference[] = [];
  for (let round = 0; round < maxRounds; round++) {
    const turn = await deps.models.chat({ feature: `assistant:${assistant.id}`, messages, functions }, ctx);
    if (!turn) return null;
    const raw: ChatMessage = turn.toolCalls.length
      ? { role: 'assistant', content: turn.content, tool_calls: turn.toolCalls }
      : { role: 'assistant', content: turn.content ?? '' };
    messages.push(raw);
    out.messages.push({
      role: 'assistant',
      content: turn.content ?? '',
      raw,
      model: turn.model,
      ...(turn.toolCalls.length ? {} : { references }),
    });
    if (!turn.toolCalls.length) return out;
    for (const call of turn.toolCalls) {
      const result = await answerCall(call.function.name, call.function.arguments, assistant, out, deps, ctx, call.id);
      if (result.references) references.push(...result.references);
      const toolMessage: ChatMessage = { role: 'tool', tool_call_id: call.id, content: result.content };
      messages.push(toolMessage);
      out.messages.push({ role: 'tool', content: result.content, raw: toolMessage });
    }
    if (out.proposal) return out;
  }
  out.messages.push({
    role: 'assistant',
    content: 'I could not finish that in a few steps; please ask more specifically.',
    references,
  });
  return out;
}

async function answerCall(
  name: string,
  rawArgs: string,
  assistant: Assistant,
  out: Turn,
  deps: Parameters<typeof modelTurn>[2],
  ctx: RpcContext,
  callId: string,
): Promise<{ content: string; references?: AssistantReference[] }> {
  if (!(assistant.functions as readonly string[]).includes(name)) return { content: `Unknown function ${name}.` };
  const fn = name as AssistantFunctionName;
  let json: unknown;
  try {
    json = JSON.parse(rawArgs || '{}');
  } catch {
    return { content: 'The arguments were not valid JSON.' };
  }
  const parsed = assistantFunctionArgs[fn].safeParse(json);
  if (!parsed.success)
    return {
      content: `Invalid arguments: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`,
    };
  if (!assistantFunctions[fn].write) {
    try {
      const result = await deps.functions.read(fn as 'search_contacts' | 'search_deals', parsed.data, ctx);
      return { content: JSON.stringify(result.data), references: result.references };
    } catch (error) {
      return { content: `The search failed: ${(error as Error).message}` };
    }
  }
  if (out.proposal)
    return { content: 'Only one change can wait for confirmation at a time; propose this again afterwards.' };
  const proposal = { fn, args: parsed.data as Record<string, unknown>, summary: '', toolCallId: callId };
  try {
    proposal.summary = await deps.describe(proposal, ctx);
  } catch (error) {
    return { content: `That record cannot be used: ${(error as Error).message}` };
  }
  out.proposal = proposal;
  return { content: 'Proposed to the user; it runs only after they confirm it in the app.' };
}
