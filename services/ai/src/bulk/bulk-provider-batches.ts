import type { AnalysisTask, BulkJob, ScoringInput } from '@smartcrm/contracts';
import { UnrecoverableError } from 'bullmq';
import type { AiRuntime } from '../ai-runtime';
import type { ContactInputs } from '../analysis/contact-inputs';
import { contactPrompt, systemPrompts } from '../analysis/prompts';
import { createBatchApi, NoBatchApiError } from '../providers/openai-batch';
import { structuredBody } from '../providers/openai-provider';
import type { CallUsage } from '../providers/provider';
import type { AiQueues } from '../queues/ai-queues';
import { answerSchemas, collect, emptyResults } from './batch-analysis';
import { setProviderBatch } from './bulk-batch.repository';
import type { BatchCompletion } from './bulk-completion';
import { findBatch, findRun, type RunRow, switchToWindow } from './bulk.repository';

/** Overnight runs through the provider's batch API: a batch's contacts go as one provider batch, polled until it ends. */
export function createProviderBatches(
  ai: AiRuntime,
  inputs: ContactInputs,
  queues: AiQueues,
  completion: BatchCompletion,
) {
  const { uow, config, log } = ai;

  const promptFor = (run: RunRow, input: ScoringInput) => {
    const task = run.analysis_type as AnalysisTask;
    return structuredBody({
      task,
      model: run.model,
      system: systemPrompts[task],
      prompt: contactPrompt(input),
      schemaName: `contact_${task}`,
      schema: answerSchemas[task],
    });
  };

  async function endpointOf(tenantId: string) {
    const resolved = await ai.resolver.forTenant(tenantId);
    if (!resolved.endpoint) throw new UnrecoverableError('No model provider is configured any more');
    return resolved.endpoint;
  }

  /** Submits once (a retry finds the provider's batch id kept), then polls. */
  async function submit(run: RunRow, seq: number, ids: string[], providerBatchId: string | null) {
    const { tenant_id: tenantId, id: runId } = run;
    if (!providerBatchId) {
      const endpoint = await endpointOf(tenantId);
      const items = await inputs.batch(tenantId, ids);
      let submitted: string;
      try {
        const lines = items.map((input) => ({ customId: input.contact.id, body: promptFor(run, input) }));
        submitted = await createBatchApi(endpoint).submit(lines, `${runId}-${seq}`);
      } catch (error) {
        if (!(error instanceof NoBatchApiError)) throw error;
        // No batch API here: the run continues in the paced window instead.
        await uow.read(tenantId, (db) => switchToWindow(db, tenantId, runId));
        log.info({ runId }, 'provider has no batch API; the run continues paced');
        throw error;
      }
      await uow.read(tenantId, (db) => setProviderBatch(db, { tenantId, runId, seq }, submitted));
    }
    await queues.bulkPoll({ tenantId, runId, seq }, `${seq}_${Date.now()}`, config.AI_BATCH_POLL_MS);
  }

  async function poll(job: BulkJob) {
    const { tenantId, runId, seq } = job;
    if (seq === undefined) return;
    const run = await uow.read(tenantId, (db) => findRun(db, tenantId, runId));
    const batch = await uow.read(tenantId, (db) => findBatch(db, tenantId, runId, seq));
    if (!run || !batch?.provider_batch_id || batch.status !== 'queued' || run.status === 'cancelled') return;
    const task = run.analysis_type as AnalysisTask;
    const state = await createBatchApi(await endpointOf(tenantId)).collect(
      batch.provider_batch_id,
      run.model,
      answerSchemas[task],
    );
    if (state.state === 'pending') {
      await queues.bulkPoll(job, `${seq}_${Date.now()}`, config.AI_BATCH_POLL_MS);
      return;
    }
    if (state.state === 'failed') return completion.batchGaveUp(job, new Error(state.reason));
    const items = await inputs.batch(tenantId, batch.contact_ids);
    const results = emptyResults(task, run.model);
    const now = new Date();
    for (const input of items) {
      const answer = state.answers.get(input.contact.id);
      if (answer === undefined) results.failed += 1;
      else collect(results, input, answer, run.model, false, now);
    }
    results.costUsd = state.costUsd;
    const usage: CallUsage = {
      provider: 'openai',
      model: run.model,
      inputTokens: state.inputTokens,
      outputTokens: state.outputTokens,
      costUsd: state.costUsd,
      latencyMs: Math.max(0, now.getTime() - (run.started_at?.getTime() ?? now.getTime())),
    };
    await completion.completeBatch(run, seq, batch.contact_ids.length, items.length, results, usage);
  }

  return { submit, poll };
}
export type ProviderBatches = ReturnType<typeof createProviderBatches>;
