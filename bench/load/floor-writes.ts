import type { FastifyInstance } from 'fastify';
import { contactColumns, dealColumns, type FloorContext, inTransaction, prepared, visible } from './floor-sql';

const taskColumns = `id, tenant_id, title, subtitle, type, status, priority, is_highlighted, assignee_id, owner_id,
  contact_id, deal_id, due_date::text AS due_date, completed, completed_at, completed_by, assistant_thread_id,
  created_at, updated_at, version,
  (SELECT c.name FROM crm.contacts c WHERE c.tenant_id = tasks.tenant_id AND c.id = tasks.contact_id AND c.deleted_at IS NULL) AS contact_name,
  (SELECT d.title FROM crm.deals d WHERE d.tenant_id = tasks.tenant_id AND d.id = tasks.deal_id AND d.deleted_at IS NULL) AS deal_title,
  (SELECT coalesce(nullif(m.name, ''), m.email) FROM crm.members m WHERE m.tenant_id = tasks.tenant_id
     AND m.user_id = tasks.assignee_id) AS assignee_name`;

const contactExists = 'SELECT id FROM crm.contacts WHERE tenant_id = $1 AND id = $2 AND deleted_at IS NULL';

/** The writer's four writes, each the statements crm runs for it in one transaction with its outbox row. */
export function floorWrites(app: FastifyInstance, floor: FloorContext) {
  const { tenantId, userId, role } = floor;

  app.post('/api/contacts', async (request, reply) => {
    const { name, email } = request.body as { name: string; email: string };
    const [first, ...rest] = name.split(' ');
    const created = await inTransaction(floor, ['crm.contact.created'], async (client) => {
      const { rows } = await prepared(
        client,
        `INSERT INTO crm.contacts (tenant_id, owner_id, email, first_name, last_name, name, avatar_src)
         VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${contactColumns}`,
        [tenantId, userId, email, first, rest.join(' '), name, '/avatars/1.svg'],
      );
      return rows[0];
    });
    return reply.status(201).send(created);
  });

  app.post('/api/deals', async (request, reply) => {
    const { title, value, contactId } = request.body as { title: string; value: number; contactId: string };
    const created = await inTransaction(floor, ['crm.deal.created'], async (client) => {
      await prepared(client, contactExists, [tenantId, contactId]);
      const pipeline = (
        await prepared(client, 'SELECT id FROM crm.pipelines WHERE tenant_id = $1 AND is_default', [tenantId])
      ).rows[0];
      const stage = (
        await prepared(
          client,
          `SELECT s.*, (SELECT coalesce(sum(t.deals), 0) FROM crm.deal_stage_totals t WHERE t.tenant_id = s.tenant_id
             AND t.pipeline_id = s.pipeline_id AND t.stage_id = s.id)::int AS deal_count
           FROM crm.pipeline_stages s WHERE s.tenant_id = $1 AND s.pipeline_id = $2 ORDER BY s.position`,
          [tenantId, pipeline.id],
        )
      ).rows[0];
      const top = await prepared(
        client,
        `SELECT min(position) AS position FROM crm.deals WHERE tenant_id = $1 AND pipeline_id = $2 AND stage_id = $3
           AND deleted_at IS NULL`,
        [tenantId, pipeline.id, stage.id],
      );
      const deal = (
        await prepared(
          client,
          `INSERT INTO crm.deals (tenant_id, pipeline_id, stage_id, title, value, status, probability, contact_id, owner_id,
             position) VALUES ($1, $2, $3, $4, $5, 'open', $6, $7, $8, $9) RETURNING ${dealColumns}`,
          [
            tenantId,
            pipeline.id,
            stage.id,
            title,
            value,
            stage.default_probability,
            contactId,
            userId,
            (top.rows[0].position ?? 0) - 1024,
          ],
        )
      ).rows[0];
      await prepared(
        client,
        `INSERT INTO crm.deal_stage_changes (tenant_id, deal_id, to_stage_id, to_stage_name, status, actor_id)
         VALUES ($1, $2, $3, $4, 'open', $5)`,
        [tenantId, deal.id, stage.id, stage.name, userId],
      );
      return deal;
    });
    return reply.status(201).send(created);
  });

  app.post('/api/tasks', async (request, reply) => {
    const { title, contactId, priority } = request.body as { title: string; contactId: string; priority: string };
    const created = await inTransaction(floor, ['crm.task.created'], async (client) => {
      await prepared(client, contactExists, [tenantId, contactId]);
      const { rows } = await prepared(
        client,
        `INSERT INTO crm.tasks (tenant_id, title, type, priority, assignee_id, owner_id, contact_id)
         VALUES ($1, $2, 'other', $3, $4, $4, $5) RETURNING ${taskColumns}`,
        [tenantId, title, priority, userId, contactId],
      );
      return rows[0];
    });
    return reply.status(201).send(created);
  });

  app.post('/api/tasks/:id/complete', async (request) => {
    const { id } = request.params as { id: string };
    return inTransaction(floor, ['crm.task.completed'], async (client) => {
      await prepared(
        client,
        `SELECT ${taskColumns} FROM crm.tasks WHERE tenant_id = $1 AND id = $4 AND deleted_at IS NULL
           AND (${visible()} OR assignee_id = $3::uuid) FOR UPDATE`,
        [tenantId, role, userId, id],
      );
      const { rows } = await prepared(
        client,
        `UPDATE crm.tasks SET completed = true, completed_at = now(), completed_by = $3, version = version + 1,
           updated_at = now() WHERE tenant_id = $1 AND id = $2 RETURNING ${taskColumns}`,
        [tenantId, id, userId],
      );
      return rows[0];
    });
  });
}
