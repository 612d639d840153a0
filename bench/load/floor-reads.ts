import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { containsPattern } from '../../services/kit/src/db/keyset/like-pattern';
import { withTenantConnection } from '../../services/kit/src/db/tenant-pin';
import { dealAnalytics } from '../../services/crm/src/analytics/deal-analytics';
import { dealSummary } from '../../services/crm/src/analytics/summary.repository';
import type { CrmDb } from '../../services/crm/src/db/schema';
import type { Role } from '../../services/contracts/src';
import { contactColumns, dealColumns, type FloorContext, inTransaction, prepared, visible } from './floor-sql';

const page = (extra: string) =>
  `SELECT ${contactColumns}, (created_at)::text AS sort_value FROM crm.contacts
   WHERE tenant_id = $1 AND deleted_at IS NULL AND ${visible()} ${extra}
   ORDER BY created_at DESC, id DESC LIMIT 51`;

/**
 * The sales rep's reads and the deal move, each the SQL crm runs for it (prepared; reads outside
 * a transaction; the move in one with its outbox row). The dashboard runs crm's own analytics
 * code (its seven reads at once) on this process's pool: that SQL is too long to copy.
 */
export function floorReads(app: FastifyInstance, floor: FloorContext, db: Kysely<CrmDb>) {
  const { pool, tenantId, userId, role } = floor;
  const viewer = [tenantId, role, userId];

  app.get('/api/analytics/deal-analytics', () =>
    withTenantConnection(tenantId, () => {
      const who = { userId, role: role as Role };
      const read = <T>(work: (db: Kysely<CrmDb>) => Promise<T>) => work(db);
      return dealAnalytics({ read, tenantId, viewer: who, summary: () => dealSummary(db, who) }, 'month');
    }),
  );
  app.get('/api/contacts', async (request) => {
    const { search } = request.query as { search?: string };
    const { rows } = search
      ? await prepared(pool, page('AND search_text LIKE $4'), [...viewer, containsPattern(search)])
      : await prepared(pool, page(''), viewer);
    return { items: rows.slice(0, 50) };
  });
  app.get('/api/contacts/:id', async (request) => {
    const { rows } = await prepared(
      pool,
      `SELECT ${contactColumns} FROM crm.contacts WHERE tenant_id = $1 AND id = $4 AND deleted_at IS NULL AND ${visible()}`,
      [...viewer, (request.params as { id: string }).id],
    );
    return rows[0];
  });
  app.get('/api/deals/board', async () => {
    const pipeline = (
      await prepared(pool, 'SELECT id FROM crm.pipelines WHERE tenant_id = $1 AND is_default', [tenantId])
    ).rows[0];
    const [info, stages] = await Promise.all([
      prepared(pool, 'SELECT * FROM crm.pipelines WHERE tenant_id = $1 AND id = $2', [tenantId, pipeline.id]),
      prepared(
        pool,
        `SELECT s.*, (SELECT coalesce(sum(t.deals), 0) FROM crm.deal_stage_totals t WHERE t.tenant_id = s.tenant_id
           AND t.pipeline_id = s.pipeline_id AND t.stage_id = s.id)::int AS deal_count
         FROM crm.pipeline_stages s WHERE s.tenant_id = $1 AND s.pipeline_id = $2 ORDER BY s.position`,
        [tenantId, pipeline.id],
      ),
    ]);
    const [deals, totals] = await Promise.all([
      prepared(
        pool,
        `SELECT d.* FROM crm.pipeline_stages s JOIN LATERAL (
           SELECT ${dealColumns} FROM crm.deals WHERE deals.tenant_id = $1 AND deals.pipeline_id = s.pipeline_id
             AND deals.stage_id = s.id AND deals.deleted_at IS NULL AND ${visible()}
           ORDER BY deals.position, deals.id LIMIT 51) d ON true
         WHERE s.tenant_id = $1 AND s.pipeline_id = $4`,
        [...viewer, pipeline.id],
      ),
      prepared(
        pool,
        `SELECT stage_id, sum(deals)::int AS count, sum(value)::bigint AS total,
           round(sum(value_times_probability) / 100.0)::bigint AS weighted
         FROM crm.deal_stage_totals WHERE tenant_id = $1 AND pipeline_id = $4 AND ${visible()} GROUP BY stage_id`,
        [...viewer, pipeline.id],
      ),
    ]);
    return {
      pipeline: { ...info.rows[0], stages: stages.rows },
      columns: stages.rows.map((s) => ({
        stageId: s.id,
        totals: totals.rows.find((t) => t.stage_id === s.id),
        deals: deals.rows.filter((d) => d.stage_id === s.id).map((d) => ({ ...d, stageId: d.stage_id })),
      })),
    };
  });
  app.post('/api/deals/:id/move', async (request, reply) => {
    const { id } = request.params as { id: string };
    const { stageId, version } = request.body as { stageId: string; version: number };
    const moved = await inTransaction(floor, ['crm.deal.stage_changed', 'crm.deal.updated'], async (client) => {
      const deal = (
        await prepared(
          client,
          `SELECT ${dealColumns} FROM crm.deals WHERE tenant_id = $1 AND id = $4 AND deleted_at IS NULL AND ${visible()} FOR UPDATE`,
          [...viewer, id],
        )
      ).rows[0];
      if (!deal || deal.version !== version) return null;
      const from = (await prepared(client, stageSql, [tenantId, deal.stage_id])).rows[0];
      const stage = (await prepared(client, stageSql, [tenantId, stageId])).rows[0];
      const bottom = await prepared(
        client,
        `SELECT max(position) AS position FROM crm.deals WHERE tenant_id = $1 AND pipeline_id = $2 AND stage_id = $3
           AND deleted_at IS NULL`,
        [tenantId, stage.pipeline_id, stageId],
      );
      const updated = await prepared(
        client,
        `UPDATE crm.deals SET stage_id = $3, status = $4, probability = $5, actual_close_date = NULL, position = $6,
           version = version + 1, updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING ${dealColumns}`,
        [tenantId, id, stageId, stage.kind, stage.default_probability, (bottom.rows[0].position ?? 0) + 1024],
      );
      await prepared(
        client,
        `INSERT INTO crm.deal_stage_changes (tenant_id, deal_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name,
           status, actor_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [tenantId, id, from.id, from.name, stage.id, stage.name, stage.kind, userId],
      );
      return updated.rows[0];
    });
    return moved ? { ...moved, stageId: moved.stage_id } : reply.status(409).send({ code: 'conflict' });
  });
}

const stageSql = 'SELECT * FROM crm.pipeline_stages WHERE tenant_id = $1 AND id = $2';
