import {
  type AnalysisTask,
  builtInModelId,
  CategoryAnswer,
  type ContactCategory,
  type ContactQualification,
  type ContactScore,
  EnrichmentAnswer,
  QualificationAnswer,
  ScoreAnswer,
  type ScoringInput,
  type Urgency,
} from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AiRuntime } from '../ai-runtime';
import { insertSuggestions, upsertInsights, upsertScores } from '../analysis/analysis.repository';
import { toContactScore } from '../analysis/contact-analysis.service';
import { emptyFields } from '../analysis/enrichment-fields';
import { contactPrompt, systemPrompts } from '../analysis/prompts';
import type { AiDb } from '../db/schema';
import type { CallUsage } from '../providers/provider';
import {
  analysisPromptVersion,
  builtInCategory,
  builtInEnrichment,
  builtInQualification,
} from '../scoring/analysis-rules';
import { builtInScore } from '../scoring/score-rules';

/** The analysed contacts of one batch, ready to be written in set-based statements. */
export interface BatchResults {
  task: AnalysisTask;
  scores: ContactScore[];
  insights: (ContactCategory | ContactQualification)[];
  suggestions: { contactId: string; answer: EnrichmentAnswer; model: string; builtIn: boolean }[];
  succeeded: number;
  failed: number;
  costUsd: number;
  model: string;
}

export const answerSchemas: Record<AnalysisTask, z.ZodType<unknown>> = {
  score: ScoreAnswer,
  enrich: EnrichmentAnswer,
  categorize: CategoryAnswer,
  qualify: QualificationAnswer,
};

function builtInAnswer(task: AnalysisTask, input: ScoringInput, now: Date) {
  switch (task) {
    case 'score':
      return builtInScore(input, now);
    case 'enrich':
      return builtInEnrichment(input, 'standard');
    case 'categorize':
      return builtInCategory(input);
    case 'qualify':
      return builtInQualification(input);
  }
}

export function collect(
  results: BatchResults,
  input: ScoringInput,
  answer: unknown,
  model: string,
  builtIn: boolean,
  at: Date,
) {
  const contactId = input.contact.id;
  if (results.task === 'score')
    results.scores.push(toContactScore(contactId, answer as ScoreAnswer, { model, builtIn }, at));
  else if (results.task === 'enrich') {
    const empty = emptyFields(input.contact);
    const suggestions = (answer as EnrichmentAnswer).suggestions.filter((s) => empty.includes(s.field));
    results.suggestions.push({ contactId, answer: { suggestions }, model, builtIn });
  } else {
    const meta = { model, promptVersion: analysisPromptVersion, builtIn, analysedAt: at.toISOString() };
    results.insights.push({ ...(answer as CategoryAnswer & QualificationAnswer), contactId, ...meta });
  }
  results.succeeded += 1;
}

/** The built-in rules over a whole batch: pure computation, no calls. */
export function analyseBuiltIn(task: AnalysisTask, inputs: ScoringInput[], now = new Date()): BatchResults {
  const results = emptyResults(task, builtInModelId);
  for (const input of inputs) collect(results, input, builtInAnswer(task, input, now), builtInModelId, true, now);
  return results;
}

export const emptyResults = (task: AnalysisTask, model: string): BatchResults => ({
  task,
  scores: [],
  insights: [],
  suggestions: [],
  succeeded: 0,
  failed: 0,
  costUsd: 0,
  model,
});

/** A model provider, one call per contact through the gateway (metered each; credits were charged per batch). */
export async function analyseWithModel(
  ai: AiRuntime,
  run: { tenantId: string; task: AnalysisTask; urgency: Urgency; model: string },
  inputs: ScoringInput[],
  signal: AbortSignal,
): Promise<BatchResults> {
  const results = emptyResults(run.task, run.model);
  const parallel = 4;
  for (let i = 0; i < inputs.length && !signal.aborted; i += parallel) {
    await Promise.all(
      inputs.slice(i, i + parallel).map(async (input) => {
        try {
          const answer = await ai.gateway.structured(
            { tenantId: run.tenantId, model: run.model, credits: 0, signal },
            {
              task: run.task,
              schemaName: `contact_${run.task}`,
              schema: answerSchemas[run.task] as typeof ScoreAnswer,
              system: systemPrompts[run.task],
              prompt: contactPrompt(input),
              builtIn: () => builtInAnswer(run.task, input, new Date()) as ScoreAnswer,
            },
          );
          results.costUsd += (answer.usage as CallUsage).costUsd;
          collect(results, input, answer.value, answer.usage.model, answer.builtIn, new Date());
        } catch {
          results.failed += 1;
        }
      }),
    );
  }
  return results;
}

/** Writes a batch's results: one statement per kind of result, inside the caller's transaction. */
export async function writeResults(trx: Kysely<AiDb>, tenantId: string, results: BatchResults) {
  await upsertScores(trx, tenantId, results.scores);
  if (results.insights.length) {
    await upsertInsights(trx, tenantId, results.task === 'categorize' ? 'category' : 'qualification', results.insights);
  }
  await insertSuggestions(trx, tenantId, results.suggestions);
}
