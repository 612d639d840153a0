import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { ReportSpec } from './report-spec.schema';

/** A group's key: the bucket's first day, a reference's id, a category's value; null for "none". */
export const GroupKey = z.string().max(200).nullable();

export const ReportColumn = z.object({
  key: z.string(),
  label: z.string(),
  kind: z.enum(['group', 'measure']),
});

export const ReportRow = z.object({
  keys: z.array(GroupKey),
  /** What each key reads as: a member's name, a stage's, "Mar 2026" for a month. */
  labels: z.array(z.string()),
  values: z.array(z.number().nullable()),
});
export type ReportRow = z.infer<typeof ReportRow>;

export const ReportResult = z.object({
  columns: z.array(ReportColumn),
  rows: z.array(ReportRow),
  /** More groups matched than the spec's limit: the rows are the first `limit` of them. */
  truncated: z.boolean(),
});
export type ReportResult = z.infer<typeof ReportResult>;

export const ReportRunRequest = z.object({ spec: ReportSpec });

export const ReportDrillRequest = z.object({
  spec: ReportSpec,
  /** The group's keys as the result gave them, one per grouping. */
  keys: z.array(GroupKey).max(2),
  offset: z.number().int().min(0).max(1_000_000).default(0),
  limit: z.number().int().min(1).max(200).default(50),
});

export const DrillRecord = z.object({
  id: z.uuid(),
  name: z.string(),
  /** The object's drill fields (catalogue order), as shown: names for references, YYYY-MM-DD for days. */
  values: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()]).nullable()),
});
export const DrillPage = z.object({
  items: z.array(DrillRecord),
  total: z.number().int(),
  nextOffset: z.number().int().nullable(),
});
export type DrillPage = z.infer<typeof DrillPage>;

const ReportName = z.string().trim().min(1, 'needs a name').max(120, 'at most 120 characters');

export const SavedReport = z.object({
  id: z.uuid(),
  name: z.string(),
  spec: ReportSpec,
  /** Shared reports are seen by everyone in the workspace; private ones by their owner only. */
  shared: z.boolean(),
  ownerId: z.uuid(),
  mine: z.boolean(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SavedReport = z.infer<typeof SavedReport>;

export const SavedReportInput = z.object({ name: ReportName, spec: ReportSpec, shared: z.boolean().default(false) });
export type SavedReportInput = z.input<typeof SavedReportInput>;

export const SavedReportPatch = z.object({
  name: ReportName.optional(),
  spec: ReportSpec.optional(),
  shared: z.boolean().optional(),
  version: RowVersion,
});
export type SavedReportPatch = z.input<typeof SavedReportPatch>;
