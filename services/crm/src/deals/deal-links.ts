import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { CrmDb } from '../db/schema';
import { checkMember } from '../links/link-checks';
import { findStageRow } from '../pipelines/pipeline.repository';

type Db = Kysely<CrmDb>;

/** The contact and company a deal names must be live records of the tenant, its owner a member. */
export async function checkLinks(
  db: Db,
  links: { contactId?: string | null; companyId?: string | null; ownerId?: string | null },
) {
  await checkMember(db, links.ownerId, 'ownerId');
  if (links.contactId) {
    const contact = await db
      .selectFrom('contacts')
      .select('id')
      .where('id', '=', links.contactId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!contact) throw new AppError('bad_input', 'No such contact', { field: 'contactId' });
  }
  if (links.companyId) {
    const company = await db
      .selectFrom('companies')
      .select('id')
      .where('id', '=', links.companyId)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
    if (!company) throw new AppError('bad_input', 'No such company', { field: 'companyId' });
  }
}

/** A stage of the given pipeline (or of any, when none is given), else bad_input naming stageId. */
export async function stageIn(db: Db, stageId: string, pipelineId?: string) {
  return checkStage(await findStageRow(db, stageId), pipelineId);
}

/** The stage read, when it is one of the given pipeline (or of any); else bad_input naming stageId. */
export function checkStage<S extends { pipeline_id: string }>(stage: S | undefined, pipelineId?: string): S {
  if (!stage || (pipelineId && stage.pipeline_id !== pipelineId)) {
    throw new AppError('bad_input', 'No such stage in this pipeline', { field: 'stageId' });
  }
  return stage;
}
