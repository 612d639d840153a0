import type { AiUsageSummary, ModelUsage, RpcContext, UsageTimeframe } from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import { sql } from 'kysely';
import type { AiRuntime } from '../ai-runtime';

const days: Record<UsageTimeframe, number> = { day: 1, week: 7, month: 30, quarter: 90 };

interface Row {
  model: string;
  requests: number;
  tokens: string;
  cost: string;
  avg_ms: number;
  success_rate: number;
  items: string;
}

const round = (n: number, digits = 4) => Math.round(n * 10 ** digits) / 10 ** digits;

/** AI Performance (001 §2.2): real totals of the metered calls in the timeframe, by model, top 5. */
export async function usageSummary(ai: AiRuntime, timeframe: UsageTimeframe, ctx: RpcContext): Promise<AiUsageSummary> {
  const tenantId = requireTenant(ctx);
  const from = new Date(Date.now() - days[timeframe] * 86_400_000);
  const [{ rows }, credits] = await Promise.all([
    ai.uow.read(tenantId, (db) =>
      sql<Row>`
        SELECT model, count(*)::int AS requests, sum(input_tokens + output_tokens) AS tokens, sum(cost_usd) AS cost,
          avg(latency_ms)::float AS avg_ms, avg(success::int)::float AS success_rate,
          coalesce(sum(items) FILTER (WHERE success), 0) AS items
        FROM model_calls WHERE tenant_id = ${tenantId} AND created_at >= ${from}
        GROUP BY model ORDER BY count(*) DESC, model`.execute(db),
    ),
    ai.rpc.call('tenant.quotas.usage', {}, { ...ctx, tenantId }),
  ]);
  const requests = rows.reduce((n, r) => n + r.requests, 0);
  const cost = rows.reduce((n, r) => n + Number(r.cost), 0);
  const byModel: ModelUsage[] = rows.map((r) => ({
    modelId: r.model,
    requests: r.requests,
    tokensUsed: Number(r.tokens),
    cost: round(Number(r.cost), 6),
    avgResponseTime: Math.round(r.avg_ms),
    successRate: round(r.success_rate),
    costShare: cost > 0 ? round(Number(r.cost) / cost) : 0,
    requestShare: requests > 0 ? round(r.requests / requests) : 0,
  }));
  const weighted = (pick: (r: Row) => number) =>
    requests > 0 ? rows.reduce((n, r) => n + pick(r) * r.requests, 0) / requests : 0;
  return {
    timeframe,
    from: from.toISOString(),
    totals: {
      cost: round(cost, 6),
      requests,
      tokensUsed: byModel.reduce((n, m) => n + m.tokensUsed, 0),
      avgResponseTime: Math.round(weighted((r) => r.avg_ms)),
      successRate: round(weighted((r) => r.success_rate)),
      contactsAnalysed: rows.reduce((n, r) => n + Number(r.items), 0),
    },
    byModel,
    topModels: byModel.slice(0, 5),
    credits,
  };
}
