import type { OnDuplicate } from '@smartcrm/contracts';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { trimStageToQuota } from '../quotas/contact-quota';
import { insertColumns, insertValues, stageLines, stageTable, updateAssignments } from './contact-stage';
import { copyChunks } from './copy-text';
import type { WriteRows } from './import-batch.repository';
import type { StagedContact } from './import-row';

const companyJoin = `LEFT JOIN companies co ON co.tenant_id = $1 AND lower(co.name) = lower(s.company) AND co.deleted_at IS NULL`;

/** The companies a staged batch names that the tenant lacks (shared with the deals import). */
export const insertStagedCompanies = (stage: string) => `INSERT INTO companies (tenant_id, name, owner_id)
  SELECT DISTINCT ON (lower(company)) $1::uuid, company, $2::uuid FROM ${stage} WHERE company IS NOT NULL
  ORDER BY lower(company), line
  ON CONFLICT (tenant_id, lower(name)) WHERE deleted_at IS NULL DO NOTHING`;

// In email order, as every batch takes the emails' places in the unique index: two batches written
// side by side that share emails wait for each other in one direction only, never in a circle.
// Times the file gives are kept (a file from another CRM keeps its history).
const insertContacts = (returning: boolean) => `INSERT INTO contacts (${insertColumns})
  SELECT ${insertValues}
  FROM import_stage s ${companyJoin}
  ORDER BY s.email
  ON CONFLICT (tenant_id, email) WHERE deleted_at IS NULL DO NOTHING
  ${returning ? 'RETURNING id, email' : ''}`;

// A lead score the file gives, for the contacts this batch created (the AI service owns the
// scores of contacts that exist: an update leaves them alone).
const insertLeadScores = `UPDATE contact_lead_scores l SET score = s.lead_score, scored_at = now()
  FROM import_stage s JOIN unnest($2::uuid[], $3::text[]) AS n(id, email) ON n.email = s.email
  WHERE l.tenant_id = $1 AND l.contact_id = n.id AND s.lead_score IS NOT NULL`;

// The contact's state before is kept for a revert. A row that would leave a contact as it is
// writes nothing (no new version, no revert entry): it counts as unchanged. (`target` must not
// lock: a row locked and updated in one statement drops out of the lock's result.)
const updateContacts = `WITH target AS (
    SELECT c.* FROM contacts c JOIN import_stage s ON c.email = s.email
    WHERE c.tenant_id = $1 AND c.deleted_at IS NULL
  ), changed AS (
    UPDATE contacts c SET ${updateAssignments.map(([column, value]) => `${column} = ${value}`).join(', ')},
      version = c.version + 1, updated_at = now()
    FROM import_stage s ${companyJoin}
    WHERE c.tenant_id = $1 AND c.email = s.email AND c.deleted_at IS NULL
      AND (${updateAssignments.map(([column]) => `c.${column}`).join(', ')})
        IS DISTINCT FROM (${updateAssignments.map(([, value]) => value).join(', ')})
    RETURNING c.id, c.version, c.import_id
  ), saved AS (
    INSERT INTO contact_import_changes (tenant_id, import_id, contact_id, before, version_after)
    SELECT $1, $2, ch.id, to_jsonb(t), ch.version FROM changed ch JOIN target t ON t.id = ch.id
    WHERE ch.import_id IS DISTINCT FROM $2::uuid
    ON CONFLICT (tenant_id, import_id, contact_id) DO UPDATE SET version_after = EXCLUDED.version_after
  )
  SELECT (SELECT count(*) FROM changed)::int AS updated, (SELECT count(*) FROM target)::int AS matched`;

/**
 * A batch of contacts: COPY into a staging table, then set-wise companies and contacts (a row
 * whose email a contact has is skipped or updates it, as the user chose).
 */
export const writeContactRows =
  (ownerId: string | null, onDuplicate: OnDuplicate, contactLimit: number | null): WriteRows<StagedContact> =>
  async (client, batch) => {
    const { tenantId, importId } = batch;
    await client.query(stageTable);
    await pipeline(
      Readable.from(copyChunks(stageLines(batch.rows))),
      client.query(copyFrom('COPY import_stage FROM STDIN')),
    );
    await client.query(insertStagedCompanies('import_stage'), [tenantId, ownerId]);
    let updated = 0;
    let unchanged = 0;
    if (onDuplicate === 'update') {
      const { rows } = await client.query(updateContacts, [tenantId, importId]);
      updated = rows[0].updated;
      unchanged = rows[0].matched - updated;
    }
    const errors = await trimStageToQuota(client, 'import_stage', tenantId, contactLimit);
    const scored = batch.rows.some((row) => row.leadScore !== undefined);
    const inserted = await client.query<{ id: string; email: string }>(insertContacts(scored), [
      tenantId,
      ownerId,
      importId,
    ]);
    if (scored && inserted.rowCount) {
      await client.query(insertLeadScores, [
        tenantId,
        inserted.rows.map((r) => r.id),
        inserted.rows.map((r) => r.email),
      ]);
    }
    return { imported: inserted.rowCount ?? 0, updated, unchanged, errors };
  };
