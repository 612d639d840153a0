import { AppError, callCostUsd, type RpcContext } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type OpenAI from 'openai';
import type { AiRuntime } from '../ai-runtime';
import { openAiClient } from '../providers/openai-provider';
import type { ChatRequest, ChatTurn, ModelGateway } from './model-gateway';

/**
 * The AI apps' model calls through the orchestrator. Structured answers go through its gateway
 * (provider choice, credits, metering); function calling, which the gateway does not offer,
 * uses the same resolved endpoint, meter and credits with the openai client's `tools`.
 */
export function createOrchestratorModels(ai: AiRuntime): ModelGateway {
  const { config, gateway, resolver, meter, credits, log } = ai;
  return {
    async generate(request, ctx) {
      const { value, usage, builtIn } = await gateway.structured(
        { tenantId: requireTenant(ctx) },
        {
          task: request.feature,
          system: request.system,
          prompt: request.prompt,
          schemaName: request.schemaName,
          schema: request.schema,
          builtIn: request.builtIn,
        },
      );
      return { output: value, model: usage.model, builtIn };
    },

    async chat(request: ChatRequest, ctx: RpcContext): Promise<ChatTurn | null> {
      const tenantId = requireTenant(ctx);
      const resolved = await resolver.forTenant(tenantId);
      if (resolved.source === 'builtin' || !resolved.endpoint) return null;
      await credits.check(tenantId, 1);
      const model = resolved.models.medium;
      const started = performance.now();
      const usage = (response?: OpenAI.Chat.ChatCompletion) => ({
        provider: 'openai' as const,
        model,
        inputTokens: response?.usage?.prompt_tokens ?? 0,
        outputTokens: response?.usage?.completion_tokens ?? 0,
        costUsd: callCostUsd(model, response?.usage?.prompt_tokens ?? 0, response?.usage?.completion_tokens ?? 0),
        latencyMs: Math.round(performance.now() - started),
      });
      let response: OpenAI.Chat.ChatCompletion;
      try {
        response = await openAiClient(resolved.endpoint).chat.completions.create(
          {
            model,
            messages: request.messages as OpenAI.Chat.ChatCompletionMessageParam[],
            tools: request.functions.map((f) => ({ type: 'function' as const, function: f })),
            tool_choice: 'auto',
          },
          { timeout: config.AI_CALL_TIMEOUT_MS },
        );
      } catch (error) {
        const message = `The model provider failed: ${(error as Error).message}`;
        await meter.record(tenantId, { task: request.feature, usage: usage(), success: false, error: message });
        log.warn({ err: error, task: request.feature }, 'assistant model call failed');
        throw new AppError('unavailable', message);
      }
      await meter.record(tenantId, { task: request.feature, usage: usage(response), success: true });
      await credits.spend(tenantId, 1);
      const message = response.choices[0]?.message;
      const toolCalls = (message?.tool_calls ?? []).flatMap((call) =>
        call.type === 'function'
          ? [
              {
                id: call.id,
                type: 'function' as const,
                function: { name: call.function.name, arguments: call.function.arguments },
              },
            ]
          : [],
      );
      return { content: message?.content ?? null, toolCalls, model };
    },

    async builtInReply(feature, reply, ctx) {
      const { usage } = await gateway.text(
        { tenantId: requireTenant(ctx) },
        { task: feature, system: 'built-in assistant rules', prompt: reply, builtIn: () => reply },
      );
      return usage.model;
    },
  };
}
