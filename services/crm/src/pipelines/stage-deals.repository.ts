import type { StageKind } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { CrmDb } from '../db/schema';
import { positionGap } from '../deals/deal-position';

type Db = Kysely<CrmDb>;

interface TargetStage {
  id: string;
  name: string;
  kind: StageKind;
  defaultProbability: number;
}

/** dealOutcome (contracts' deal-rules) as SQL, for moving many deals in one statement. */
function outcomeColumns(to: TargetStage, today: string) {
  if (to.kind === 'open') return sql`status = 'open', actual_close_date = NULL, probability = ${to.defaultProbability}`;
  return sql`status = ${to.kind}, probability = ${to.kind === 'won' ? 100 : 0},
    actual_close_date = CASE WHEN d.status = ${to.kind} AND d.actual_close_date IS NOT NULL
      THEN d.actual_close_date ELSE ${today}::date END`;
}

/**
 * Moves every deal of a removed stage (deleted ones too, so their undo still works) to the
 * bottom of another stage, of this pipeline or another, with that stage's outcome, and records
 * each move on its timeline.
 */
export const moveStageDeals = (
  db: Db,
  move: {
    tenantId: string;
    from: { id: string; name: string };
    to: TargetStage;
    actorId: string | null;
    today: string;
  },
) =>
  sql`
  WITH base AS (SELECT coalesce(max(position), 0) AS top FROM deals WHERE stage_id = ${move.to.id}),
  ranked AS (SELECT id, row_number() OVER (ORDER BY position, id) AS n FROM deals WHERE stage_id = ${move.from.id}),
  moved AS (
    UPDATE deals d SET stage_id = ${move.to.id}, position = base.top + ranked.n * ${positionGap},
      pipeline_id = (SELECT pipeline_id FROM pipeline_stages WHERE id = ${move.to.id}),
      ${outcomeColumns(move.to, move.today)}, version = d.version + 1, updated_at = now()
    FROM ranked, base WHERE d.id = ranked.id AND d.stage_id = ${move.from.id}
    RETURNING d.id, d.status)
  INSERT INTO deal_stage_changes
    (tenant_id, deal_id, from_stage_id, from_stage_name, to_stage_id, to_stage_name, status, actor_id)
  SELECT ${move.tenantId}, id, ${move.from.id}, ${move.from.name}, ${move.to.id}, ${move.to.name}, status, ${move.actorId}
  FROM moved`.execute(db);

/** A stage whose kind changed: its deals take the new kind's outcome where they are. */
export const resettleStageDeals = (db: Db, stage: TargetStage, today: string) =>
  sql`UPDATE deals d SET ${outcomeColumns(stage, today)}, version = d.version + 1, updated_at = now()
      WHERE d.stage_id = ${stage.id}`.execute(db);
