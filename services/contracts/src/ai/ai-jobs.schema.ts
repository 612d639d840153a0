import { z } from 'zod';

/** Job data of the AI queues: outside input like any other, validated before a job runs. */
export const BulkJob = z.object({ tenantId: z.uuid(), runId: z.uuid(), seq: z.number().int().min(0).optional() });
export type BulkJob = z.infer<typeof BulkJob>;

export const ContactScoringJob = z.object({
  tenantId: z.uuid(),
  contactId: z.uuid(),
  /** What changed the contact's content (an event id): with the contact, the job's identity. */
  contentKey: z.string().max(100),
  /** contact_change: auto-scoring after the contact changed, with the built-in rules (no credits). */
  activityType: z.enum(['task_completion', 'manual', 'contact_change']),
});
export type ContactScoringJob = z.infer<typeof ContactScoringJob>;

/** Auto-scoring of an import's contacts, a page per job: `after` is the last contact id of the page before. */
export const ImportScoringJob = z.object({ tenantId: z.uuid(), importId: z.uuid(), after: z.uuid().optional() });
export type ImportScoringJob = z.infer<typeof ImportScoringJob>;

export const TaskCompletionJob = z.object({
  tenantId: z.uuid(),
  eventId: z.uuid(),
  taskId: z.uuid(),
  title: z.string(),
  assistantThreadId: z.string(),
  completedAt: z.string(),
  contactId: z.uuid().nullable(),
  dealId: z.uuid().nullable(),
});
export type TaskCompletionJob = z.infer<typeof TaskCompletionJob>;
