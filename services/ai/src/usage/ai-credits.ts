import { AppError, assertQuota } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

const ctxOf = (tenantId: string) => ({ tenantId, actor: null, requestId: crypto.randomUUID() });

/**
 * The plan's AI credits a month, kept by the tenant service. A call checks first and spends
 * only once it succeeded, so a failed or refused call costs nothing.
 */
export function createAiCredits(rpc: RpcClient) {
  return {
    async check(tenantId: string, credits: number): Promise<void> {
      if (credits <= 0) return;
      const usage = await rpc.call('tenant.quotas.usage', {}, ctxOf(tenantId));
      assertQuota('aiCredits', usage.limit, usage.used, credits);
    },
    /** Under a `chargeId` (the caller's intent, at most 10,000 credits) a repeat is not charged again. */
    async spend(tenantId: string, credits: number, chargeId?: string): Promise<void> {
      if (chargeId) {
        await rpc.call('tenant.quotas.consume', { credits, chargeId }, ctxOf(tenantId));
        return;
      }
      // consume takes at most 10,000 at once; a bulk batch is far below that.
      for (let left = credits; left > 0; left -= 10_000) {
        await rpc.call('tenant.quotas.consume', { credits: Math.min(left, 10_000) }, ctxOf(tenantId));
      }
    },
    /** The quota error as the tenant service words it, for a run that found its credits gone. */
    isQuotaError: (error: unknown) => error instanceof AppError && error.code === 'quota_exceeded',
  };
}
export type AiCredits = ReturnType<typeof createAiCredits>;
