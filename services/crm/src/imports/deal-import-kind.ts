import { type DateFormat, type ImportMapping, utcToday } from '@smartcrm/contracts';
import { UnrecoverableError } from 'bullmq';
import { findPipelineRow, listStageRows } from '../pipelines/pipeline.repository';
import { writeDealRows } from './deal-batch.repository';
import { checkDealMapping, suggestDealMapping } from './deal-import-mapping';
import { createDealRowMapper, type StagedDeal } from './deal-import-row';
import type { ImportKindSpec, RowSink } from './import-kind';

/** Deals: stage names looked up in the chosen pipeline, owners among the workspace's users. */
export const dealImportKind: ImportKindSpec = {
  suggestMapping: suggestDealMapping,
  checkMapping: checkDealMapping,
  async prepare(trx, row, plan) {
    const pipeline = row.pipeline_id ? await findPipelineRow(trx, row.pipeline_id) : undefined;
    if (!pipeline) throw new UnrecoverableError('the pipeline of this import was deleted');
    const [stages, members] = await Promise.all([
      listStageRows(trx, pipeline.id),
      trx.selectFrom('members').select(['user_id', 'email']).execute(),
    ]);
    const mapping = row.mapping as ImportMapping;
    const sink: RowSink<StagedDeal> = {
      mapRow: createDealRowMapper(row.headers, mapping, {
        pipelineName: pipeline.name,
        stages: stages.map((s) => ({
          id: s.id,
          name: s.name,
          kind: s.kind,
          defaultProbability: s.default_probability,
        })),
        owners: new Map(members.map((m) => [m.email.toLowerCase(), m.user_id])),
        dateFormat: row.date_format as DateFormat,
        today: utcToday(),
      }),
      writeRows: writeDealRows({
        ownerId: row.created_by,
        pipelineId: pipeline.id,
        createContacts: row.create_contacts,
        contactHeader: Object.keys(mapping).find((h) => mapping[h] === 'contactEmail') ?? 'contactEmail',
        contactLimit: plan.quotas.contacts,
      }),
    };
    return sink as RowSink<unknown>;
  },
};
