import { AppError, builtInModelId, callCostUsd, type Urgency } from '@smartcrm/contracts';
import type { Logger } from '@smartcrm/kit';
import type { AiConfig } from '../config';
import type { AiCredits } from '../usage/ai-credits';
import type { UsageMeter } from '../usage/usage-meter';
import { type CallUsage, ProviderCallError, type StructuredCall, type TextCall } from './provider';
import type { ProviderResolver, ResolvedProvider } from './provider-resolver';

/** Who pays and what limits hold for one call. */
export interface AiCallOptions {
  tenantId: string;
  /** Picks the model (001 §2.2) unless `model` names one; default medium. */
  urgency?: Urgency;
  model?: string;
  /** AI credits the call spends on success (default 1; 0 for calls the plan does not count). */
  credits?: number;
  /** The caller's intent: a repeat of the call under it (a retry after a lost reply) is not charged again. */
  chargeId?: string;
  /** Refuses the call when its estimated cost in US dollars is above this. */
  costLimitUsd?: number;
  /** Shortens the platform's per-call timeout. */
  timeoutMs?: number;
  signal?: AbortSignal;
}

export type GatewayStructuredCall<T> = Omit<StructuredCall<T>, 'model' | 'timeoutMs' | 'signal'>;
export type GatewayTextCall = Omit<TextCall, 'model' | 'timeoutMs' | 'signal'>;

export interface CallOutcome {
  usage: CallUsage;
  /** Answered by the built-in rules, not a language model: the UI labels it so. */
  builtIn: boolean;
}

const defaultOutputTokens = 800;

/** A rough token count (4 characters a token) for the estimate a cost limit is checked against. */
export const estimateTokens = (text: string) => Math.ceil(text.length / 4);

/**
 * The one way a module calls a model: resolves the tenant's provider and model, checks the
 * plan's AI credits and the cost limit, applies the timeout, meters the call (failed ones too)
 * and spends the credits only when the answer came back valid.
 */
export function createAiGateway(deps: {
  config: AiConfig;
  resolver: ProviderResolver;
  meter: UsageMeter;
  credits: AiCredits;
  log: Logger;
}) {
  const { config, resolver, meter, credits, log } = deps;

  function modelFor(resolved: ResolvedProvider, options: AiCallOptions): string {
    if (resolved.source === 'builtin') return builtInModelId;
    return options.model ?? resolved.models[options.urgency ?? 'medium'];
  }

  async function run<R extends { usage: CallUsage }>(
    options: AiCallOptions,
    call: { task: string; system: string; prompt: string; maxOutputTokens?: number },
    invoke: (resolved: ResolvedProvider, model: string, timeoutMs: number) => Promise<R>,
  ): Promise<R & { builtIn: boolean }> {
    const resolved = await resolver.forTenant(options.tenantId);
    const model = modelFor(resolved, options);
    const cost = callCostUsd(
      model,
      estimateTokens(call.system + call.prompt),
      call.maxOutputTokens ?? defaultOutputTokens,
    );
    if (options.costLimitUsd !== undefined && cost > options.costLimitUsd) {
      throw new AppError(
        'bad_input',
        `Estimated cost $${cost.toFixed(4)} is above the cost limit $${options.costLimitUsd.toFixed(2)}`,
        { issues: [{ path: 'costLimit', message: `must be at least ${cost.toFixed(4)}` }], estimate: cost },
      );
    }
    const chargeable = options.credits ?? 1;
    await credits.check(options.tenantId, chargeable);
    const timeoutMs = Math.min(options.timeoutMs ?? config.AI_CALL_TIMEOUT_MS, config.AI_CALL_TIMEOUT_MS);
    let result: R;
    try {
      result = await invoke(resolved, model, timeoutMs);
    } catch (error) {
      if (!(error instanceof ProviderCallError)) throw error;
      await meter.record(options.tenantId, {
        task: call.task,
        usage: error.usage,
        success: false,
        error: error.message,
      });
      log.warn({ task: call.task, model, reason: error.reason, err: error }, 'model call failed');
      throw new AppError('unavailable', error.message, { reason: error.reason, model });
    }
    await meter.record(options.tenantId, { task: call.task, usage: result.usage, success: true });
    if (chargeable > 0) await credits.spend(options.tenantId, chargeable, options.chargeId);
    return { ...result, builtIn: resolved.provider.kind === 'builtin' };
  }

  return {
    /** A JSON answer matching `call.schema` (validated; a mismatch is `unavailable`, nothing charged). */
    structured<T>(options: AiCallOptions, call: GatewayStructuredCall<T>): Promise<{ value: T } & CallOutcome> {
      return run(options, call, (resolved, model, timeoutMs) =>
        resolved.provider.structured({ ...call, model, timeoutMs, signal: options.signal }),
      );
    },
    /** Free text (drafts, summaries); the built-in provider answers with `call.builtIn()`. */
    text(options: AiCallOptions, call: GatewayTextCall): Promise<{ text: string } & CallOutcome> {
      return run(options, call, (resolved, model, timeoutMs) =>
        resolved.provider.text({ ...call, model, timeoutMs, signal: options.signal }),
      );
    },
    /** Which provider and models a tenant's calls use (GET /api/openai/status). */
    describe: (tenantId: string) => resolver.forTenant(tenantId),
  };
}
export type AiGateway = ReturnType<typeof createAiGateway>;
