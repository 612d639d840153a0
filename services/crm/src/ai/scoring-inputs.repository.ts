import { type LeadScoresScored, ScoringContact, type ScoringInput } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import { contactColumnsOf, contactReader } from '../contacts/contact.mapper';
import type { CrmDb } from '../db/schema';
import { type Viewer, visibleTo } from '../visibility/visibility.repository';

const scoringFields = Object.keys(ScoringContact.shape) as (keyof ScoringContact)[];
const scoringColumns = sql.raw(contactColumnsOf(scoringFields));
const toScoringContact = contactReader(scoringFields);

/** Timeline kinds that show a person engaging (stage changes and record creation do not). */
const engagementKinds = ['note', 'call', 'email', 'appointment'];

/** What the scoring statement adds to the contact's own columns. */
interface Row {
  kinds: { kind: string; n30: number; n90: number; id: string; at: string }[] | null;
  last_id: string | null;
  last_kind: string | null;
  last_at: Date | null;
  open_deals: number;
  open_value: string | null;
  won_deals: number;
  lost_deals: number;
  deal_id: string | null;
  deal_at: Date | null;
  tasks_done: number;
  task_id: string | null;
  task_at: Date | null;
}

/**
 * Contacts with what happened with them, for a batch of ids in one statement: timeline
 * counts by kind (30 and 90 days), the latest entry, deals by status and tasks completed.
 * With a viewer (a person's smart call), only the contacts their record visibility shows.
 */
export async function findScoringInputs(
  db: Kysely<CrmDb>,
  tenantId: string,
  ids: string[],
  viewer: Viewer | null,
): Promise<ScoringInput[]> {
  const { rows } = await sql<Row & Record<string, unknown>>`
    SELECT ${scoringColumns}, k.kinds, l.id AS last_id, l.kind AS last_kind, l.occurred_at AS last_at,
      d.open_deals, d.open_value, d.won_deals, d.lost_deals, d.deal_id, d.deal_at,
      t.tasks_done, t.task_id, t.task_at
    FROM contacts c
    JOIN contact_lead_scores ls ON ls.tenant_id = c.tenant_id AND ls.contact_id = c.id
    LEFT JOIN LATERAL (
      SELECT jsonb_agg(jsonb_build_object('kind', kind, 'n30', n30, 'n90', n90, 'id', id, 'at', at)) AS kinds
      FROM (
        SELECT a.kind, count(*) FILTER (WHERE a.occurred_at > now() - interval '30 days')::int AS n30,
          count(*)::int AS n90, (array_agg(a.id ORDER BY a.occurred_at DESC))[1] AS id, max(a.occurred_at) AS at
        FROM activities a
        WHERE a.tenant_id = c.tenant_id AND a.contact_id = c.id AND a.deleted_at IS NULL
          AND a.occurred_at > now() - interval '90 days' AND a.kind = ANY(${engagementKinds})
        GROUP BY a.kind
      ) per_kind
    ) k ON true
    LEFT JOIN LATERAL (
      SELECT a.id, a.kind, a.occurred_at FROM activities a
      WHERE a.tenant_id = c.tenant_id AND a.contact_id = c.id AND a.deleted_at IS NULL
        AND a.kind = ANY(${engagementKinds})
      ORDER BY a.occurred_at DESC, a.id DESC LIMIT 1
    ) l ON true
    LEFT JOIN LATERAL (
      SELECT count(*) FILTER (WHERE status = 'open')::int AS open_deals,
        sum(value) FILTER (WHERE status = 'open') AS open_value,
        count(*) FILTER (WHERE status = 'won')::int AS won_deals,
        count(*) FILTER (WHERE status = 'lost')::int AS lost_deals,
        (array_agg(id ORDER BY updated_at DESC))[1] AS deal_id, max(updated_at) AS deal_at
      FROM deals WHERE tenant_id = c.tenant_id AND contact_id = c.id AND deleted_at IS NULL
    ) d ON true
    LEFT JOIN LATERAL (
      SELECT count(*)::int AS tasks_done, (array_agg(id ORDER BY completed_at DESC))[1] AS task_id,
        max(completed_at) AS task_at
      FROM tasks WHERE tenant_id = c.tenant_id AND contact_id = c.id AND deleted_at IS NULL
        AND completed AND completed_at > now() - interval '90 days'
    ) t ON true
    WHERE c.tenant_id = ${tenantId} AND c.id = ANY(${ids}::uuid[]) AND c.deleted_at IS NULL
      AND ${visibleTo(viewer, 'c.owner_id')}`.execute(db);
  return rows.map(toScoringInput);
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toScoringInput(row: Row & Record<string, unknown>): ScoringInput {
  const kinds = row.kinds ?? [];
  return {
    contact: toScoringContact(row),
    activity: {
      last30: Object.fromEntries(kinds.filter((k) => k.n30 > 0).map((k) => [k.kind, k.n30])),
      last90: Object.fromEntries(kinds.map((k) => [k.kind, k.n90])),
      lastActivity:
        row.last_id && row.last_kind && row.last_at
          ? { id: row.last_id, kind: row.last_kind, at: row.last_at.toISOString() }
          : null,
      latestByKind: Object.fromEntries(kinds.map((k) => [k.kind, { id: k.id, at: iso(k.at) as string }])),
      openDeals: row.open_deals,
      openDealValue: Number(row.open_value ?? 0),
      wonDeals: row.won_deals,
      lostDeals: row.lost_deals,
      latestDeal: row.deal_id && row.deal_at ? { id: row.deal_id, at: row.deal_at.toISOString() } : null,
      tasksCompleted90: row.tasks_done,
      latestCompletedTask: row.task_id && row.task_at ? { id: row.task_id, at: row.task_at.toISOString() } : null,
    },
  };
}

/**
 * A keyset page of live contact ids; with an import, only the contacts it created or updated
 * (both indexed by import, so a page of a small import in a large tenant stays small).
 */
export async function findContactIds(
  db: Kysely<CrmDb>,
  tenantId: string,
  { after, limit, importId }: { after?: string; limit: number; importId?: string },
) {
  const from = after ?? '00000000-0000-0000-0000-000000000000';
  const { rows } = importId
    ? await sql<{ id: string }>`
        SELECT id FROM (
          (SELECT id FROM contacts
            WHERE tenant_id = ${tenantId} AND import_id = ${importId} AND deleted_at IS NULL AND id > ${from}::uuid
            ORDER BY id LIMIT ${limit})
          UNION
          (SELECT ch.contact_id FROM contact_import_changes ch
            JOIN contacts c ON c.tenant_id = ch.tenant_id AND c.id = ch.contact_id AND c.deleted_at IS NULL
            WHERE ch.tenant_id = ${tenantId} AND ch.import_id = ${importId} AND ch.contact_id > ${from}::uuid
            ORDER BY ch.contact_id LIMIT ${limit})
        ) page ORDER BY id LIMIT ${limit}`.execute(db)
    : await sql<{ id: string }>`
        SELECT id FROM contacts
        WHERE tenant_id = ${tenantId} AND deleted_at IS NULL AND id > ${from}::uuid
        ORDER BY id LIMIT ${limit}`.execute(db);
  return rows.map((r) => r.id);
}

/**
 * Writes AI lead scores in one statement; an older score than the stored one is ignored
 * (redeliveries, races). The time is the event's, or each score's in events from before.
 * Returns the scores that changed value, with the value before.
 */
export async function writeLeadScores(db: Kysely<CrmDb>, tenantId: string, { scoredAt, scores }: LeadScoresScored) {
  const { rows } = await sql<{ contactId: string; score: number; previousScore: number | null; scoredAt: Date }>`
    WITH s AS (
      SELECT r."contactId", r.score, coalesce(r."scoredAt", ${scoredAt ?? null}::timestamptz) AS at
      FROM jsonb_to_recordset(${JSON.stringify(scores)}::jsonb) AS r ("contactId" uuid, score smallint, "scoredAt" timestamptz)
    ), before AS (
      SELECT c.contact_id, c.score FROM contact_lead_scores c JOIN s ON c.contact_id = s."contactId"
      WHERE c.tenant_id = ${tenantId} FOR UPDATE OF c
    )
    UPDATE contact_lead_scores c SET score = s.score, scored_at = s.at
    FROM s JOIN before b ON b.contact_id = s."contactId"
    WHERE c.tenant_id = ${tenantId} AND c.contact_id = s."contactId"
      AND (c.scored_at IS NULL OR c.scored_at <= s.at)
    RETURNING c.contact_id AS "contactId", c.score, b.score AS "previousScore", c.scored_at AS "scoredAt"`.execute(db);
  return rows
    .filter((r) => r.score !== r.previousScore)
    .map((r) => ({ ...r, scoredAt: new Date(r.scoredAt).toISOString() }));
}
