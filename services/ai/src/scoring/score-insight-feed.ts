import type { RpcContext, ScoreInsight } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';

/** AI Insights' opportunities and risks, newest first: of the types the workspace wants now. */
export async function recentScoreInsights(ai: AiRuntime, limit: number, ctx: RpcContext) {
  const tenantId = requireTenant(ctx);
  const { insightTypes } = await ai.preferences.get(tenantId);
  const types = insightTypes.filter((t): t is ScoreInsight['type'] => t !== 'recommendation');
  if (types.length === 0) return { items: [] };
  const rows = await ai.uow.read(tenantId, (db) =>
    db
      .selectFrom('score_insights')
      .selectAll()
      .where('tenant_id', '=', tenantId)
      .where('type', 'in', types)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute(),
  );
  return {
    items: rows.map(
      (r): ScoreInsight => ({
        id: r.id,
        type: r.type,
        contactId: r.contact_id,
        contactName: r.contact_name,
        score: r.score,
        previousScore: r.previous_score,
        reasons: r.reasons,
        createdAt: r.created_at.toISOString(),
      }),
    ),
  };
}
