import type { OnDuplicate } from '@smartcrm/contracts';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { from as copyFrom } from 'pg-copy-streams';
import { randomAvatar } from '../contacts/contact.service';
import { trimStageToQuota } from '../quotas/contact-quota';
import { arrayLiteral, copyChunks, copyLine } from './copy-text';
import type { WriteRows } from './import-batch.repository';
import type { StagedContact } from './import-row';

// Created once per connection; ON COMMIT DELETE ROWS empties it after every batch.
const stageTable = `CREATE TEMP TABLE IF NOT EXISTS import_stage (
  line int, email text, first_name text, last_name text, name text, phone text, company text, position text,
  title text, industry text, status text, interest text, source text, tags text[], notes text,
  social_profiles jsonb, custom_fields jsonb, location jsonb, last_contact_at timestamptz, avatar_src text,
  preferred_contact text, is_favorite boolean, owner_id uuid, lead_score smallint, created_at timestamptz,
  updated_at timestamptz
) ON COMMIT DELETE ROWS`;

const json = (value: object | undefined) => (value ? JSON.stringify(value) : null);
const flag = (value: boolean | undefined) => (value === undefined ? null : value ? 't' : 'f');

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
      c.preferredContact,
      flag(c.isFavorite),
      c.ownerId,
      c.leadScore,
      c.createdAt,
      c.updatedAt,
    ]);
  }
}

const companyJoin = `LEFT JOIN companies co ON co.tenant_id = $1 AND lower(co.name) = lower(s.company) AND co.deleted_at IS NULL`;

/** The companies a staged batch names that the tenant lacks (shared with the deals import). */
export const insertStagedCompanies = (stage: string) => `INSERT INTO companies (tenant_id, name, owner_id)
  SELECT DISTINCT ON (lower(company)) $1::uuid, company, $2::uuid FROM ${stage} WHERE company IS NOT NULL
  ORDER BY lower(company), line
  ON CONFLICT (tenant_id, lower(name)) WHERE deleted_at IS NULL DO NOTHING`;

// In email order, as every batch takes the emails' places in the unique index: two batches written
// side by side that share emails wait for each other in one direction only, never in a circle.
// Times the file gives are kept (a file from another CRM keeps its history).
const insertContacts = (
  returning: boolean,
) => `INSERT INTO contacts (tenant_id, owner_id, import_id, company_id, company_name, first_name,
    last_name, name, email, phone, position, title, industry, status, interest, source, tags, notes,
    social_profiles, custom_fields, location, last_contact_at, avatar_src, preferred_contact, is_favorite,
    created_at, updated_at)
  SELECT $1, coalesce(s.owner_id, $2), $3, co.id, co.name, s.first_name, s.last_name, s.name, s.email, s.phone,
    s.position, s.title, s.industry, coalesce(s.status, 'lead'), coalesce(s.interest, 'medium'), s.source,
    coalesce(s.tags, '{}'), s.notes, coalesce(s.social_profiles, '{}'), coalesce(s.custom_fields, '{}'),
    coalesce(s.location, '{}'), s.last_contact_at, s.avatar_src, coalesce(s.preferred_contact, 'email'),
    coalesce(s.is_favorite, false), coalesce(s.created_at, now()), coalesce(s.updated_at, s.created_at, now())
  FROM import_stage s ${companyJoin}
  ORDER BY s.email
  ON CONFLICT (tenant_id, email) WHERE deleted_at IS NULL DO NOTHING
  ${returning ? 'RETURNING id, email' : ''}`;

// A lead score the file gives, for the contacts this batch created (the AI service owns the
// scores of contacts that exist: an update leaves them alone).
const insertLeadScores = `UPDATE contact_lead_scores l SET score = s.lead_score, scored_at = now()
  FROM import_stage s JOIN unnest($2::uuid[], $3::text[]) AS n(id, email) ON n.email = s.email
  WHERE l.tenant_id = $1 AND l.contact_id = n.id AND s.lead_score IS NOT NULL`;

// What an update sets: empty cells leave a value as it was.
const assignments: [column: string, value: string][] = [
  ['first_name', 's.first_name'],
  ['last_name', 's.last_name'],
  ['name', 's.name'],
  ['phone', 'coalesce(s.phone, c.phone)'],
  ['company_id', 'coalesce(co.id, c.company_id)'],
  ['company_name', 'coalesce(co.name, c.company_name)'],
  ['position', 'coalesce(s.position, c.position)'],
  ['title', 'coalesce(s.title, c.title)'],
  ['industry', 'coalesce(s.industry, c.industry)'],
  ['status', 'coalesce(s.status, c.status)'],
  ['interest', 'coalesce(s.interest, c.interest)'],
  ['source', 'coalesce(s.source, c.source)'],
  ['tags', 'coalesce(s.tags, c.tags)'],
  ['notes', 'coalesce(s.notes, c.notes)'],
  ['social_profiles', "c.social_profiles || coalesce(s.social_profiles, '{}')"],
  ['custom_fields', "c.custom_fields || coalesce(s.custom_fields, '{}')"],
  ['location', "c.location || coalesce(s.location, '{}')"],
  ['last_contact_at', 'coalesce(s.last_contact_at, c.last_contact_at)'],
  ['preferred_contact', 'coalesce(s.preferred_contact, c.preferred_contact)'],
  ['is_favorite', 'coalesce(s.is_favorite, c.is_favorite)'],
  ['owner_id', 'coalesce(s.owner_id, c.owner_id)'],
];

// The contact's state before is kept for a revert. A row that would leave a contact as it is
// writes nothing (no new version, no revert entry): it counts as unchanged. (`target` must not
// lock: a row locked and updated in one statement drops out of the lock's result.)
const updateContacts = `WITH target AS (
    SELECT c.* FROM contacts c JOIN import_stage s ON c.email = s.email
    WHERE c.tenant_id = $1 AND c.deleted_at IS NULL
  ), changed AS (
    UPDATE contacts c SET ${assignments.map(([column, value]) => `${column} = ${value}`).join(', ')},
      version = c.version + 1, updated_at = now()
    FROM import_stage s ${companyJoin}
    WHERE c.tenant_id = $1 AND c.email = s.email AND c.deleted_at IS NULL
      AND (${assignments.map(([column]) => `c.${column}`).join(', ')})
        IS DISTINCT FROM (${assignments.map(([, value]) => value).join(', ')})
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
