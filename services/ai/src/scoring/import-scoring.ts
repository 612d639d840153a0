import type { ImportScoringJob } from '@smartcrm/contracts';
import type { AiRuntime } from '../ai-runtime';
import type { ContactAnalysisService } from '../analysis/contact-analysis.service';
import type { ContactInputs } from '../analysis/contact-inputs';
import type { AiQueues } from '../queues/ai-queues';

/** Contacts scored per job: one read, one set-based write and one lead-score event each. */
export const importScoringPage = 500;

/**
 * Auto-scoring of imported contacts (an import publishes no event per contact): after an import
 * completes, its contacts are scored with the built-in rules a page per job. Each job queues the
 * next one, so a large import interleaves with other tenants' imports and resumes where it stopped.
 */
export function createImportScoring(
  ai: AiRuntime,
  inputs: ContactInputs,
  analysis: ContactAnalysisService,
  queues: AiQueues,
) {
  return {
    async page({ tenantId, importId, after }: ImportScoringJob) {
      // Switching auto-scoring off stops an import's scoring at its next page.
      if (!(await ai.preferences.get(tenantId)).autoScoring) return;
      const ids = await inputs.idPage(tenantId, after, importScoringPage, importId);
      if (ids.length === 0) return;
      await analysis.scoreWithRules(tenantId, await inputs.batch(tenantId, ids));
      if (ids.length === importScoringPage) await queues.scoreImportPage({ tenantId, importId, after: ids.at(-1) });
    },
  };
}
export type ImportScoring = ReturnType<typeof createImportScoring>;
