import {
  type AnalyseContactRequest,
  builtInModelId,
  CategoryAnswer,
  type ContactCategory,
  type ContactQualification,
  type ContactScore,
  EnrichmentAnswer,
  type EnrichmentField,
  QualificationAnswer,
  type RpcContext,
  type RpcParsedRequest,
  ScoreAnswer,
  type ScoringInput,
} from '@smartcrm/contracts';
import { requireTenant } from '@smartcrm/kit';
import type { AiRuntime } from '../ai-runtime';
import type { AiCallOptions } from '../providers/ai-gateway';
import {
  analysisPromptVersion,
  builtInCategory,
  builtInEnrichment,
  builtInQualification,
} from '../scoring/analysis-rules';
import { scoreInsights } from '../scoring/score-insights';
import { builtInScore, scorePromptVersion, tierOf, totalScore } from '../scoring/score-rules';
import { findAnalysis, insertSuggestions, upsertInsights, upsertScores } from './analysis.repository';
import { type ContactInputs, createContactInputs } from './contact-inputs';
import { emptyFields } from './enrichment-fields';
import { leadScoresEvent } from './lead-scores-event';
import { contactPrompt, systemPrompts } from './prompts';

type Request = RpcParsedRequest<'ai.contacts.score'>;

const callOptions = (tenantId: string, request: Request): AiCallOptions => ({
  tenantId,
  urgency: request.urgency,
  costLimitUsd: request.costLimit,
  timeoutMs: request.timeLimit,
  chargeId: request.intentId,
});

/** 000 §9 enrichment level basic by default; 001 §7 premium when urgency is high. */
export const enrichmentLevel = (request: Pick<AnalyseContactRequest, 'urgency' | 'priority' | 'level'>) =>
  request.urgency === 'high' || request.priority === 'premium' ? 'premium' : (request.level ?? 'basic');

/** A score as stored: the total from its parts, the tier from the total (001 §9 colours). */
export function toContactScore(
  contactId: string,
  answer: ScoreAnswer,
  meta: { model: string; builtIn: boolean },
  at = new Date(),
): ContactScore {
  const score = totalScore(answer);
  // Fields named one by one: a spread followed by seven more made a dictionary-mode object, ~6×
  // slower to build and to serialise (13 µs a score, the bulk path's largest cost in ai).
  return {
    fit: answer.fit,
    engagement: answer.engagement,
    confidence: answer.confidence,
    reasons: answer.reasons,
    contactId,
    score,
    tier: tierOf(score),
    model: meta.model,
    promptVersion: scorePromptVersion,
    builtIn: meta.builtIn,
    scoredAt: at.toISOString(),
  };
}

/** Scores, enriches, categorises and qualifies one contact, through the gateway (credits, limits, metering). */
export function createContactAnalysis(ai: AiRuntime, inputs: ContactInputs = createContactInputs(ai.rpc)) {
  const { gateway, uow } = ai;

  async function scoreInput(tenantId: string, input: ScoringInput, options: AiCallOptions): Promise<ContactScore> {
    const answer = await gateway.structured(options, {
      task: 'score',
      schemaName: 'contact_score',
      schema: ScoreAnswer,
      system: systemPrompts.score,
      prompt: contactPrompt(input),
      maxOutputTokens: 900,
      builtIn: () => builtInScore(input),
    });
    const score = toContactScore(input.contact.id, answer.value, {
      model: answer.usage.model,
      builtIn: answer.builtIn,
    });
    await keepScores(tenantId, [{ input, score }]);
    return score;
  }

  /** Auto-scoring: the built-in rules, no model call and no credits; a model's score stays as it is. */
  const scoreWithRules = async (tenantId: string, inputs: ScoringInput[]) => {
    const at = new Date();
    const scored = inputs.map((input) => ({
      input,
      score: toContactScore(input.contact.id, builtInScore(input, at), { model: builtInModelId, builtIn: true }, at),
    }));
    await keepScores(tenantId, scored, { overBuiltInOnly: true });
  };

  /**
   * Keeps scores, hands those written to crm (the lead scores) and records the opportunities and
   * risks they raise against the contacts' previous scores, in one transaction.
   */
  async function keepScores(
    tenantId: string,
    scored: { input: ScoringInput; score: ContactScore }[],
    options = { overBuiltInOnly: false },
  ) {
    const preferences = await ai.preferences.get(tenantId);
    await uow.withTenant(tenantId, async (trx, emit) => {
      const scores = scored.map((s) => s.score);
      const written = new Set(await upsertScores(trx, tenantId, scores, options));
      if (written.size === 0) return;
      emit({
        type: 'ai.contact.scored',
        tenantId,
        data: leadScoresEvent(scores.filter((s) => written.has(s.contactId))),
      });
      const insights = scoreInsights(
        preferences,
        scored.filter((s) => written.has(s.score.contactId)),
      );
      if (insights.length) {
        await trx
          .insertInto('score_insights')
          .values(insights.map((insight) => ({ tenant_id: tenantId, ...insight })))
          .execute();
      }
    });
  }

  /** Keeps a categorisation or qualification and announces it, in one transaction. */
  async function keepInsight<R extends ContactCategory | ContactQualification>(
    tenantId: string,
    task: 'categorize' | 'qualify',
    result: R,
  ): Promise<R> {
    await uow.withTenant(tenantId, async (trx, emit) => {
      await upsertInsights(trx, tenantId, task === 'categorize' ? 'category' : 'qualification', [result]);
      emit({ type: 'ai.contact.analysed', tenantId, data: { contactId: result.contactId, task } });
    });
    return result;
  }

  /** What every kept insight records beside the model's answer. */
  const provenance = (contactId: string, answer: { usage: { model: string }; builtIn: boolean }) => ({
    contactId,
    model: answer.usage.model,
    promptVersion: analysisPromptVersion,
    builtIn: answer.builtIn,
    analysedAt: new Date().toISOString(),
  });

  return {
    scoreInput,
    scoreWithRules,
    async score(request: Request, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      return scoreInput(tenantId, await inputs.one(ctx, request.contactId), callOptions(tenantId, request));
    },

    async enrich(request: Request, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const input = await inputs.one(ctx, request.contactId);
      const level = enrichmentLevel(request);
      const empty = emptyFields(input.contact);
      const answer = await gateway.structured(callOptions(tenantId, request), {
        task: 'enrich',
        schemaName: 'contact_enrichment',
        schema: EnrichmentAnswer,
        system: systemPrompts.enrich,
        prompt: contactPrompt(input, `Level: ${level}. Empty fields: ${empty.join(', ')}`),
        builtIn: () => builtInEnrichment(input, level),
      });
      // AI never overwrites what a person typed: only empty fields get suggestions, whatever the model said.
      const suggestions = answer.value.suggestions.filter((s) => empty.includes(s.field as EnrichmentField));
      await uow.withTenant(tenantId, async (trx, emit) => {
        await insertSuggestions(trx, tenantId, [
          { contactId: input.contact.id, answer: { suggestions }, model: answer.usage.model, builtIn: answer.builtIn },
        ]);
        emit({ type: 'ai.contact.analysed', tenantId, data: { contactId: input.contact.id, task: 'enrich' } });
      });
      const stored = await uow.read(tenantId, (db) => findAnalysis(db, tenantId, input.contact.id));
      return {
        contactId: input.contact.id,
        suggestions: stored.suggestions.filter((s) => s.status === 'pending'),
        model: answer.usage.model,
        builtIn: answer.builtIn,
      };
    },

    async categorize(request: Request, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const input = await inputs.one(ctx, request.contactId);
      const answer = await gateway.structured(callOptions(tenantId, request), {
        task: 'categorize',
        schemaName: 'contact_category',
        schema: CategoryAnswer,
        system: systemPrompts.categorize,
        prompt: contactPrompt(input),
        builtIn: () => builtInCategory(input),
      });
      return keepInsight(tenantId, 'categorize', { ...answer.value, ...provenance(input.contact.id, answer) });
    },

    async qualify(request: Request, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      const input = await inputs.one(ctx, request.contactId);
      const context = request.businessContext ? `Business context: ${request.businessContext}` : '';
      const answer = await gateway.structured(callOptions(tenantId, request), {
        task: 'qualify',
        schemaName: 'contact_qualification',
        schema: QualificationAnswer,
        system: systemPrompts.qualify,
        prompt: contactPrompt(input, context),
        builtIn: () => builtInQualification(input, request.businessContext),
      });
      return keepInsight(tenantId, 'qualify', { ...answer.value, ...provenance(input.contact.id, answer) });
    },

    async analysis(contactId: string, ctx: RpcContext) {
      const tenantId = requireTenant(ctx);
      // The caller must be able to see the contact (crm's record visibility).
      await ai.rpc.call('crm.contacts.get', { id: contactId }, ctx);
      return uow.read(tenantId, (db) => findAnalysis(db, tenantId, contactId));
    },
  };
}
export type ContactAnalysisService = ReturnType<typeof createContactAnalysis>;
