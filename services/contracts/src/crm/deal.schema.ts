import { z } from 'zod';
import { RowVersion } from '../common/ids';
import { csvParam } from '../common/query-params';
import { DealSegment } from '../analytics/analytics.schema';
import { Probability, Pipeline, StageKind } from './pipeline.schema';

export const dealStatuses = StageKind.options;
export const DealStatus = StageKind;
export type DealStatus = z.infer<typeof DealStatus>;

/** Spec 001 §3, §9: whole US dollars, never fractions or negatives. */
export const DealValue = z
  .number()
  .int('must be whole dollars')
  .min(0, 'must be 0 or more')
  .max(1_000_000_000_000, 'must be at most 1,000,000,000,000');

export const DateOnly = z.iso.date('must be a date like 2025-01-31');

const dealFields = {
  title: z.string().trim().min(1, 'needs a title').max(200),
  value: DealValue,
  probability: Probability,
  contactId: z.uuid().nullable(),
  companyId: z.uuid().nullable(),
  ownerId: z.uuid(),
  expectedCloseDate: DateOnly.nullable(),
  description: z.string().max(20_000).nullable(),
};

/** A new deal: in the default pipeline's first stage unless a pipeline or stage is named. */
export const DealInput = z.object({
  ...dealFields,
  value: DealValue.default(0),
  probability: Probability.optional(),
  contactId: dealFields.contactId.optional(),
  companyId: dealFields.companyId.optional(),
  ownerId: dealFields.ownerId.optional(),
  expectedCloseDate: dealFields.expectedCloseDate.optional(),
  description: dealFields.description.optional(),
  pipelineId: z.uuid().optional(),
  stageId: z.uuid().optional(),
});
export type DealInput = z.input<typeof DealInput>;

/** Any subset of the fields plus the version the editor saw; a new `stageId` is a move. */
export const DealPatch = z.object({
  ...z.object(dealFields).partial().shape,
  stageId: z.uuid().optional(),
  actualCloseDate: DateOnly.nullable().optional(),
  version: RowVersion,
});
export type DealPatch = z.input<typeof DealPatch>;

/** Drop a card into a stage between two neighbours (either may be absent: top, bottom, empty). */
export const DealMove = z.object({
  id: z.uuid(),
  stageId: z.uuid(),
  /** The card that ends up right above the moved one. */
  afterId: z.uuid().optional(),
  /** The card that ends up right below the moved one. */
  beforeId: z.uuid().optional(),
  /** A probability the user chose; otherwise an open stage's default applies. */
  probability: Probability.optional(),
  version: RowVersion,
});
export type DealMove = z.input<typeof DealMove>;

export const Deal = z.object({
  id: z.uuid(),
  pipelineId: z.uuid(),
  stageId: z.uuid(),
  title: z.string(),
  value: z.number().int(),
  status: DealStatus,
  probability: z.number().int(),
  contactId: z.uuid().nullable(),
  /** Null when there is no contact or it was deleted: shown as Unknown Contact (spec 001 §2.9). */
  contactName: z.string().nullable(),
  companyId: z.uuid().nullable(),
  ownerId: z.uuid().nullable(),
  expectedCloseDate: z.string().nullable(),
  actualCloseDate: z.string().nullable(),
  description: z.string().nullable(),
  position: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Deal = z.infer<typeof Deal>;

export const dealSorts = [
  'createdAt',
  '-createdAt',
  'value',
  '-value',
  'expectedCloseDate',
  '-expectedCloseDate',
] as const;
export const DealSort = z.enum(dealSorts);
export type DealSort = z.infer<typeof DealSort>;

/** `GET /api/deals`: keyset pages (`cursor` from the last page), filters, one sort. */
export const DealListQuery = z.object({
  pipelineId: z.uuid().optional(),
  status: csvParam(DealStatus).optional(),
  stageId: csvParam(z.uuid()).optional(),
  owner: z.union([z.literal('me'), z.uuid()]).optional(),
  contactId: z.uuid().optional(),
  /** A classification of spec 001 §4 (e.g. high-risk): where an analytics screen's View All Deals lands. */
  segment: DealSegment.optional(),
  sort: DealSort.default('-createdAt'),
  cursor: z.string().max(500).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type DealListQuery = z.input<typeof DealListQuery>;

export const DealPage = z.object({ items: z.array(Deal), nextCursor: z.string().nullable() });
export type DealPage = z.infer<typeof DealPage>;

export const StageTotals = z.object({
  count: z.number().int(),
  total: z.number().int(),
  /** Σ value × probability / 100, in whole dollars. */
  weighted: z.number().int(),
});
export type StageTotals = z.infer<typeof StageTotals>;

/** Cards a board column shows at first, and how many more each Show more adds. */
export const boardPage = 25;
export const boardMaxPerStage = 500;

/** `<stageId>:<cards>`: a column the user has opened further than `perStage` (kept as text, so it re-parses). */
const StageShown = z.string().regex(/^[0-9a-f-]{36}:\d{1,3}$/, 'Expected <stageId>:<cards>');

/** The cards each opened column shows, by stage id. */
export const stageCards = (show: readonly string[] = []): Record<string, number> =>
  Object.fromEntries(
    show.map((entry) => {
      const [stageId, cards] = entry.split(':') as [string, string];
      return [stageId, Math.min(Number(cards), boardMaxPerStage)];
    }),
  );

export const BoardQuery = z.object({
  pipelineId: z.uuid().optional(),
  perStage: z.coerce.number().int().min(1).max(boardMaxPerStage).default(boardPage),
  /** Columns shown further than `perStage` (their Show more was pressed). */
  show: csvParam(StageShown, 20).optional(),
});

/** A pipeline's stages, each with its first deals by position and totals over all its deals. */
export const Board = z.object({
  pipeline: Pipeline,
  columns: z.array(StageTotals.extend({ stageId: z.uuid(), deals: z.array(Deal) })),
});
export type Board = z.infer<typeof Board>;
export type BoardColumn = Board['columns'][number];

export const DealStageChange = z.object({
  id: z.uuid(),
  fromStage: z.string().nullable(),
  toStage: z.string(),
  status: DealStatus,
  actorId: z.uuid().nullable(),
  changedAt: z.string(),
});
export type DealStageChange = z.infer<typeof DealStageChange>;

export const DealDeleted = z.object({ id: z.uuid(), deletedAt: z.string() });
