import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { randomAvatar } from '../contacts/contact.fields';
import { dealColumnType, dealFields } from '../deals/deal.fields';
import { trimStageToQuota } from '../quotas/contact-quota';
import { insertStagedCompanies } from './contact-batch.repository';
import { copyChunks, copyLine } from './copy-text';
import type { RowError, WriteRows } from './import-batch.repository';
import type { StagedDeal } from './deal-import-row';

const imported = dealFields.filter((f) => f.import);
const staged = imported.filter((f) => f.import?.stage !== false);
// The deal's columns from the field table, then what finds or creates its contact and company.
const stageTable = `CREATE TEMP TABLE IF NOT EXISTS deal_import_stage (
  line int, ${staged.map((f) => `${f.column} ${dealColumnType[f.kind]}`).join(', ')},
  contact_email text, contact_first text, contact_last text, contact_name text, company text, avatar_src text
) ON COMMIT DELETE ROWS`;

// A row's cells in the staging table's order, compiled once into one array literal: the import's
// hot loop (the names are the field table's own, never input).
const cellsOf = new Function(
  'avatar',
  `return (d) => [d.line, ${staged.map((f) => `d.${f.field}`).join(', ')},
    d.contact?.email, d.contact?.firstName, d.contact?.lastName, d.contact?.name, d.company,
    d.contact ? avatar() : null]`,
)(randomAvatar) as (deal: StagedDeal) => (string | number | null | undefined)[];

function* stageLines(deals: StagedDeal[]) {
  for (const d of deals) yield copyLine(cellsOf(d));
}

const contactMissing = `s.contact_email IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM contacts c WHERE c.tenant_id = $1 AND c.email = s.contact_email AND c.deleted_at IS NULL)`;

const insertContacts = `INSERT INTO contacts (tenant_id, owner_id, import_id, first_name, last_name, name, email, avatar_src)
  SELECT DISTINCT ON (s.contact_email) $1::uuid, coalesce(s.owner_id, $2::uuid), $3::uuid, s.contact_first,
    s.contact_last, s.contact_name, s.contact_email, s.avatar_src
  FROM deal_import_stage s WHERE ${contactMissing}
  ORDER BY s.contact_email, s.line
  ON CONFLICT (tenant_id, email) WHERE deleted_at IS NULL DO NOTHING`;

const refuseMissingContacts = `DELETE FROM deal_import_stage s WHERE ${contactMissing} RETURNING s.line, s.contact_email`;

// Each new card gets its first timeline entry.
const insertDeals = `WITH base AS (
    SELECT d.stage_id, max(d.position) AS top FROM deals d
    WHERE d.tenant_id = $1 AND d.pipeline_id = $4 AND d.stage_id IN (SELECT stage_id FROM deal_import_stage)
    GROUP BY d.stage_id
  ), created AS (
    INSERT INTO deals (${imported.map((f) => f.column).join(', ')})
    SELECT ${imported.map((f) => f.import?.insert ?? `s.${f.column}`).join(', ')}
    FROM deal_import_stage s
    LEFT JOIN base b ON b.stage_id = s.stage_id
    LEFT JOIN contacts c ON c.tenant_id = $1 AND c.email = s.contact_email AND c.deleted_at IS NULL
    LEFT JOIN companies co ON co.tenant_id = $1 AND lower(co.name) = lower(s.company) AND co.deleted_at IS NULL
    RETURNING id, stage_id, status
  )
  INSERT INTO deal_stage_changes (tenant_id, deal_id, to_stage_id, to_stage_name, status, actor_id)
  SELECT $1, d.id, d.stage_id, st.name, d.status, $2 FROM created d JOIN pipeline_stages st ON st.id = d.stage_id`;

/**
 * A batch of deals: COPY into a staging table; contacts found by email (created when the user
 * chose so, else the row is refused), companies by name (created when missing), then the deals.
 */
export const writeDealRows =
  (opts: {
    ownerId: string | null;
    pipelineId: string;
    createContacts: boolean;
    contactHeader: string;
    /** The plan's contact quota (null: unlimited); contacts a row would create count against it. */
    contactLimit: number | null;
  }): WriteRows<StagedDeal> =>
  async (client, batch) => {
    const { tenantId, importId } = batch;
    await client.query(stageTable);
    await pipeline(
      Readable.from(copyChunks(stageLines(batch.rows))),
      client.query(copyFrom('COPY deal_import_stage FROM STDIN')),
    );
    const errors: RowError[] = [];
    if (opts.createContacts) {
      const options = { emailColumn: 'contact_email', field: opts.contactHeader };
      errors.push(...(await trimStageToQuota(client, 'deal_import_stage', tenantId, opts.contactLimit, options)));
      await client.query(insertContacts, [tenantId, opts.ownerId, importId]);
    } else {
      const refused = await client.query<{ line: number; contact_email: string }>(refuseMissingContacts, [tenantId]);
      for (const row of refused.rows) {
        const reason = `no contact with the email ${row.contact_email} (choose to create missing contacts)`;
        errors.push({ line: row.line, field: opts.contactHeader, reason });
      }
    }
    await client.query(insertStagedCompanies('deal_import_stage'), [tenantId, opts.ownerId]);
    const imported = (await client.query(insertDeals, [tenantId, opts.ownerId, importId, opts.pipelineId])).rowCount;
    return { imported: imported ?? 0, updated: 0, unchanged: 0, errors };
  };
