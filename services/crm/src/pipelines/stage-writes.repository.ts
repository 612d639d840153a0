import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import type { PlannedStage } from './stage-plan';

/** Writes the planned stages (updating kept ones, inserting new ones); returns their ids in order. */
export async function applyStagePlan(db: Kysely<CrmDb>, tenantId: string, pipelineId: string, stages: PlannedStage[]) {
  const ids: string[] = [];
  for (const stage of stages) {
    const values = {
      name: stage.name,
      position: stage.position,
      default_probability: stage.defaultProbability,
      kind: stage.kind,
    };
    if (stage.id) {
      await db.updateTable('pipeline_stages').set(values).where('id', '=', stage.id).execute();
      ids.push(stage.id);
    } else {
      const inserted = await db
        .insertInto('pipeline_stages')
        .values({ ...values, tenant_id: tenantId, pipeline_id: pipelineId, key: stage.key })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(inserted.id);
    }
  }
  return ids;
}
