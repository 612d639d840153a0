import type { RpcContext } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';

/** AI Insights' feed of what the orchestrator was asked (001 §7) and what came of it. */
export async function recentRequests(ai: AiRuntime, limit: number, ctx: RpcContext) {
  const tenantId = requireTenant(ctx);
  const rows = await ai.uow.read(tenantId, (db) =>
    db
      .selectFrom('orchestrator_requests')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .orderBy('created_at', 'desc')
      .limit(limit)
      .execute(),
  );
  return {
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      priority: r.priority,
      data: r.data as Record<string, unknown>,
      context: r.context as Record<string, unknown>,
      status: r.status,
      result: r.result ?? null,
      error: r.error,
      createdAt: r.created_at.toISOString(),
    })),
  };
}
