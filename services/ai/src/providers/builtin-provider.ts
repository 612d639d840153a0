import { builtInModelId } from '@smartcrm/contracts';
import { type CallUsage, type Provider, ProviderCallError } from './provider';

const usageSince = (started: number): CallUsage => ({
  provider: 'builtin',
  model: builtInModelId,
  inputTokens: 0,
  outputTokens: 0,
  costUsd: 0,
  latencyMs: Math.round(performance.now() - started),
});

/**
 * No network, no key: the answer is the call's own rules or template, checked against its
 * schema like a model's would be. The default when no model provider is configured.
 */
export const builtInProvider: Provider = {
  kind: 'builtin',
  async structured(call) {
    const started = performance.now();
    const parsed = call.schema.safeParse(await call.builtIn());
    if (!parsed.success) {
      throw new ProviderCallError(`Built-in ${call.task} broke its schema`, usageSince(started), 'schema');
    }
    return { value: parsed.data, usage: usageSince(started) };
  },
  async text(call) {
    const started = performance.now();
    return { text: await call.builtIn(), usage: usageSince(started) };
  },
};
