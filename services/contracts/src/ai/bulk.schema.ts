import { z } from 'zod';
import { AnalysisLimits, AnalysisTask } from './contact-analysis.schema';

/** Spec 001 §9: 0.05 $ a contact, ceil(n/10) s; overnight through a batch API is advertised 50% off. */
export const bulkCostPerContactUsd = 0.05;
export const overnightDiscount = 0.5;

export function estimateBulk(contacts: number, mode: BulkMode) {
  const cost = contacts * bulkCostPerContactUsd * (mode === 'overnight' ? overnightDiscount : 1);
  return { contacts, costUsd: Math.round(cost * 100) / 100, seconds: Math.ceil(contacts / 10) };
}

export const BulkMode = z.enum(['immediate', 'overnight']);
export type BulkMode = z.infer<typeof BulkMode>;

export const BulkEstimate = z.object({ contacts: z.number().int(), costUsd: z.number(), seconds: z.number().int() });

export const bulkStatuses = ['scheduled', 'running', 'paused', 'completed', 'cancelled', 'stopped', 'failed'] as const;
export const BulkStatus = z.enum(bulkStatuses);
export type BulkStatus = z.infer<typeof BulkStatus>;

/** Contacts of a run: the ones picked on screen, or every contact of the workspace (operations). */
export const BulkScope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('selected'), contactIds: z.array(z.uuid()).min(1, 'pick at least one contact') }),
  z.object({ kind: z.literal('all') }),
]);

export const StartBulkRequest = AnalysisLimits.extend({
  scope: BulkScope,
  analysisType: AnalysisTask.default('score'),
  mode: BulkMode.default('immediate'),
});
export type StartBulkRequest = z.input<typeof StartBulkRequest>;

export const BulkRun = z.object({
  id: z.uuid(),
  analysisType: AnalysisTask,
  mode: BulkMode,
  status: BulkStatus,
  urgency: z.string(),
  model: z.string(),
  builtIn: z.boolean(),
  /** How the overnight run goes: the provider's batch API, a scheduled window, or at once (built-in). */
  channel: z.enum(['now', 'batch_api', 'window']),
  total: z.number().int(),
  processed: z.number().int(),
  succeeded: z.number().int(),
  failed: z.number().int(),
  estimate: z.object({ costUsd: z.number(), seconds: z.number().int() }),
  costLimit: z.number(),
  costUsd: z.number(),
  creditsSpent: z.number().int(),
  reason: z.string().nullable(),
  scheduledFor: z.string().nullable(),
  createdBy: z.uuid().nullable(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
});
export type BulkRun = z.infer<typeof BulkRun>;

export const BulkRunList = z.object({ items: z.array(BulkRun) });

/** A batch (or a single job) that failed for good: kept with its reason until requeued. */
export const JobFailure = z.object({
  id: z.uuid(),
  queue: z.string(),
  runId: z.uuid().nullable(),
  contactCount: z.number().int(),
  reason: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
  requeuedAt: z.string().nullable(),
});
export type JobFailure = z.infer<typeof JobFailure>;
export const JobFailureList = z.object({ items: z.array(JobFailure) });

/** The summary smart-bulk answers with (spec 000 §7 reads summary.successful and summary.total). */
export const BulkSummary = z.object({
  run: BulkRun,
  summary: z.object({ total: z.number().int(), successful: z.number().int(), failed: z.number().int() }),
});
export type BulkSummary = z.infer<typeof BulkSummary>;

/** 001 §7: a request the orchestrator received (task completion's three), with its outcome. */
export const OrchestratorRequest = z.object({
  id: z.uuid(),
  type: z.enum(['task_completion_analysis', 'automation_suggestions', 'contact_scoring']),
  priority: z.string(),
  data: z.record(z.string(), z.unknown()),
  context: z.record(z.string(), z.unknown()),
  status: z.enum(['pending', 'completed', 'failed']),
  result: z.unknown().nullable(),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export const OrchestratorRequestList = z.object({ items: z.array(OrchestratorRequest) });

/** An opportunity or a risk the AI raised when a contact's score crossed a tier (001 §9 colours). */
export const ScoreInsight = z.object({
  id: z.uuid(),
  type: z.enum(['opportunity', 'risk']),
  contactId: z.uuid(),
  contactName: z.string(),
  score: z.number().int(),
  /** Null: the contact's first score. */
  previousScore: z.number().int().nullable(),
  /** The reasons that weigh most in the new score, strongest first. */
  reasons: z.array(z.string()),
  createdAt: z.string(),
});
export type ScoreInsight = z.infer<typeof ScoreInsight>;
export const ScoreInsightList = z.object({ items: z.array(ScoreInsight) });
