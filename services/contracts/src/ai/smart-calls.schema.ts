import { z } from 'zod';
import { BulkMode } from './bulk.schema';
import { AnalysisLimits, AnalysisTask } from './contact-analysis.schema';

/**
 * Spec 000 §7 smart calls (`POST /functions/v1/smart-*`). The client's copy of the contact is
 * accepted but never trusted: the service reads the contact it holds.
 */
const ClientContact = z.record(z.string(), z.unknown()).optional();
const base = AnalysisLimits.extend({ contactId: z.uuid(), contact: ClientContact });

export const SmartScoreBody = base.extend({
  /** Flags saying which AI providers' keys the client holds (ignored: keys live on the server). */
  clientInfo: z.record(z.string(), z.unknown()).optional(),
});
export const SmartEnrichmentBody = base.extend({
  priority: z.enum(['standard', 'premium']).default('standard'),
  level: z.enum(['basic', 'standard', 'premium']).default('basic'),
});
export const SmartCategorizeBody = base;
export const SmartQualifyBody = base.extend({
  businessContext: z
    .union([z.string().max(2000), z.record(z.string(), z.unknown())])
    .optional()
    .transform((v) => (v === undefined || typeof v === 'string' ? v : JSON.stringify(v).slice(0, 2000))),
});

const taskAliases: Record<string, AnalysisTask> = {
  scoring: 'score',
  enrichment: 'enrich',
  categorization: 'categorize',
  categorisation: 'categorize',
  qualification: 'qualify',
};

export const SmartBulkBody = AnalysisLimits.extend({
  /** Contact ids, or contacts carrying their id. */
  contacts: z
    .array(z.union([z.uuid(), z.object({ id: z.uuid() }).passthrough()]))
    .min(1, 'pick at least one contact')
    .transform((items) => items.map((c) => (typeof c === 'string' ? c : c.id))),
  analysisType: z.preprocess((v) => (typeof v === 'string' ? (taskAliases[v] ?? v) : v), AnalysisTask).default('score'),
  mode: BulkMode.default('immediate'),
});
