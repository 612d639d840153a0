import type { ImportCounts, OnDuplicate } from '@smartcrm/contracts';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { randomAvatar } from '../contacts/contact.service';
import { arrayLiteral, copyLine } from './copy-text';
import type { RowProblem, StagedContact } from './import-row';

export interface Batch {
  tenantId: string;
  importId: string;
  ownerId: string | null;
  onDuplicate: OnDuplicate;
  /** The last line committed before this batch, and the last line this batch covers. */
  fromLine: number;
  toLine: number;
  contacts: StagedContact[];
  /** Rows whose email an earlier row of this batch already had. */
  repeats: number;
  errors: (RowProblem & { line: number })[];
}

// Created once per connection; ON COMMIT DELETE ROWS empties it after every batch.
const stageTable = `CREATE TEMP TABLE IF NOT EXISTS import_stage (
  line int, email text, first_name text, last_name text, name text, phone text, company text, position text,
  title text, industry text, status text, interest text, source text, tags text[], notes text,
  social_profiles jsonb, custom_fields jsonb, location jsonb, last_contact_at timestamptz, avatar_src text
) ON COMMIT DELETE ROWS`;

const json = (value: object | undefined) => (value ? JSON.stringify(value) : null);

function* stageLines(contacts: StagedContact[]) {
  for (const c of contacts) {
    yield copyLine([
      c.line,
      c.email,
      c.firstName,
      c.lastName,
      c.name,
      c.phone,
      c.company,
      c.position,
      c.title,
      c.industry,
      c.status,
      c.interest,
      c.source,
      c.tags ? arrayLiteral(c.tags) : null,
      c.notes,
      json(c.socialProfiles),
      json(c.customFields),
      json(c.location),
      c.lastContact,
      randomAvatar(),
    ]);
  }
}

const companyJoin = `LEFT JOIN companies co ON co.tenant_id = $1 AND lower(co.name) = lower(s.company) AND co.deleted_at IS NULL`;

const insertCompanies = `INSERT INTO companies (tenant_id, name, owner_id)
  SELECT DISTINCT ON (lower(company)) $1::uuid, company, $2::uuid FROM import_stage WHERE company IS NOT NULL
  ORDER BY lower(company), line
  ON CONFLICT (tenant_id, lower(name)) WHERE deleted_at IS NULL DO NOTHING`;

const insertContacts = `INSERT INTO contacts (tenant_id, owner_id, import_id, company_id, company_name, first_name,
    last_name, name, email, phone, position, title, industry, status, interest, source, tags, notes,
    social_profiles, custom_fields, location, last_contact_at, avatar_src)
  SELECT $1, $2, $3, co.id, co.name, s.first_name, s.last_name, s.name, s.email, s.phone, s.position, s.title,
    s.industry, coalesce(s.status, 'lead'), coalesce(s.interest, 'medium'), s.source, coalesce(s.tags, '{}'),
    s.notes, coalesce(s.social_profiles, '{}'), coalesce(s.custom_fields, '{}'), coalesce(s.location, '{}'),
    s.last_contact_at, s.avatar_src
  FROM import_stage s ${companyJoin}
  ON CONFLICT (tenant_id, email) WHERE deleted_at IS NULL DO NOTHING`;

// Empty cells leave a value as it was; the contact's state before is kept for a revert. (`target`
// must not lock: a row locked and updated in one statement drops out of the lock's result.)
const updateContacts = `WITH target AS (
    SELECT c.* FROM contacts c JOIN import_stage s ON c.email = s.email
    WHERE c.tenant_id = $1 AND c.deleted_at IS NULL
  ), changed AS (
    UPDATE contacts c SET first_name = s.first_name, last_name = s.last_name, name = s.name,
      phone = coalesce(s.phone, c.phone), company_id = coalesce(co.id, c.company_id),
      company_name = coalesce(co.name, c.company_name), position = coalesce(s.position, c.position),
      title = coalesce(s.title, c.title), industry = coalesce(s.industry, c.industry),
      status = coalesce(s.status, c.status), interest = coalesce(s.interest, c.interest),
      source = coalesce(s.source, c.source), tags = coalesce(s.tags, c.tags), notes = coalesce(s.notes, c.notes),
      social_profiles = c.social_profiles || coalesce(s.social_profiles, '{}'),
      custom_fields = c.custom_fields || coalesce(s.custom_fields, '{}'),
      location = c.location || coalesce(s.location, '{}'),
      last_contact_at = coalesce(s.last_contact_at, c.last_contact_at), version = c.version + 1, updated_at = now()
    FROM import_stage s ${companyJoin}
    WHERE c.tenant_id = $1 AND c.email = s.email AND c.deleted_at IS NULL
    RETURNING c.id, c.version, c.import_id
  ), saved AS (
    INSERT INTO contact_import_changes (tenant_id, import_id, contact_id, before, version_after)
    SELECT $1, $2, ch.id, to_jsonb(t), ch.version FROM changed ch JOIN target t ON t.id = ch.id
    WHERE ch.import_id IS DISTINCT FROM $2::uuid
    ON CONFLICT (tenant_id, import_id, contact_id) DO UPDATE SET version_after = EXCLUDED.version_after
  )
  SELECT count(*)::int AS n FROM changed`;

const insertErrors = `INSERT INTO contact_import_errors (tenant_id, import_id, line, field, reason)
  SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[]) ON CONFLICT DO NOTHING`;

const addCounts = `UPDATE contact_imports SET rows_read = rows_read + $3, imported = imported + $4,
    updated = updated + $5, skipped = skipped + $6, failed = failed + $7, last_line = $8
  WHERE tenant_id = $1 AND id = $2
  RETURNING rows_read AS read, imported, updated, skipped, failed`;

/**
 * Writes one batch in one transaction: its contacts (COPY into a staging table, then set-wise
 * companies and contacts), its row errors and the import's counts and resume point. Returns
 * the import's counts, or null when another run has already committed past `fromLine`.
 */
export async function writeBatch(client: pg.PoolClient, batch: Batch): Promise<ImportCounts | null> {
  const { tenantId, importId, ownerId } = batch;
  await client.query(`BEGIN; SELECT set_config('app.tenant_id', '${tenantId}', true); ${stageTable}`);
  try {
    const current = await client.query(
      `SELECT last_line FROM contact_imports WHERE tenant_id = $1 AND id = $2 AND status = 'running' FOR UPDATE`,
      [tenantId, importId],
    );
    if (current.rows[0]?.last_line !== batch.fromLine) {
      await client.query('ROLLBACK');
      return null;
    }
    let updated = 0;
    let imported = 0;
    if (batch.contacts.length) {
      await pipeline(Readable.from(stageLines(batch.contacts)), client.query(copyFrom('COPY import_stage FROM STDIN')));
      await client.query(insertCompanies, [tenantId, ownerId]);
      if (batch.onDuplicate === 'update')
        updated = (await client.query(updateContacts, [tenantId, importId])).rows[0].n;
      imported = (await client.query(insertContacts, [tenantId, ownerId, importId])).rowCount ?? 0;
    }
    if (batch.errors.length) {
      const { errors } = batch;
      await client.query(insertErrors, [
        tenantId,
        importId,
        errors.map((e) => e.line),
        errors.map((e) => e.field),
        errors.map((e) => e.reason),
      ]);
    }
    const failed = new Set(batch.errors.map((e) => e.line)).size;
    const read = batch.toLine - batch.fromLine;
    const repeatsUpdated = batch.onDuplicate === 'update' ? batch.repeats : 0;
    const skipped = read - failed - imported - updated - repeatsUpdated;
    const counts = await client.query(addCounts, [
      tenantId,
      importId,
      read,
      imported,
      updated + repeatsUpdated,
      skipped,
      failed,
      batch.toLine,
    ]);
    await client.query('COMMIT');
    return counts.rows[0] as ImportCounts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}
