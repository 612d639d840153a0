import type { RpcContext } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { CrmDb } from '../db/schema';
import { ensureDefaultPipeline, listStageRows } from '../pipelines/pipeline.repository';
import { demoRows } from './demo-rows';
import { hasContacts, insertRows, setLeadScores } from './demo.repository';

export function createDemoService(uow: UnitOfWork<CrmDb>) {
  return {
    /**
     * Fills an empty workspace with the demo CRM in one transaction (its row triggers keep the
     * stage totals and duplicate keys, as for any write). A workspace that has contacts is left as
     * it is, so running the seed again changes nothing.
     */
    seed(ownerIds: string[], ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return uow.withTenant(tenantId, async (trx) => {
        if (await hasContacts(trx)) return { seeded: false, contacts: 0, deals: 0 };
        const pipelineId = await ensureDefaultPipeline(trx, tenantId);
        const pipeline = { id: pipelineId, stages: await listStageRows(trx, pipelineId) };
        const rows = demoRows(tenantId, ownerIds, pipeline, new Date());
        await insertRows(trx, 'companies', rows.companies);
        await insertRows(trx, 'contacts', rows.contacts);
        await setLeadScores(trx, tenantId, rows.contactIds, rows.scores);
        await insertRows(trx, 'deals', rows.deals);
        await insertRows(trx, 'deal_stage_changes', rows.changes);
        await insertRows(trx, 'tasks', rows.tasks);
        await insertRows(trx, 'appointments', rows.appointments);
        await insertRows(trx, 'activities', rows.activities);
        return { seeded: true, contacts: rows.contacts.length, deals: rows.deals.length };
      });
    },
  };
}
export type DemoService = ReturnType<typeof createDemoService>;
