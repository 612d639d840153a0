import { z } from 'zod';
import { RowVersion } from '../common/ids';

export const stageKinds = ['open', 'won', 'lost'] as const;
export const StageKind = z.enum(stageKinds);
export type StageKind = z.infer<typeof StageKind>;

export const Probability = z
  .number()
  .int('must be a whole percentage')
  .min(0, 'must be 0 or more')
  .max(100, 'must be 100 or less');

export const PipelineStage = z.object({
  id: z.uuid(),
  pipelineId: z.uuid(),
  name: z.string(),
  key: z.string(),
  position: z.number().int(),
  defaultProbability: z.number().int(),
  kind: StageKind,
  /** Live deals in the stage (a stage can be removed only when empty or with a target). */
  dealCount: z.number().int(),
});
export type PipelineStage = z.infer<typeof PipelineStage>;

export const Pipeline = z.object({
  id: z.uuid(),
  name: z.string(),
  isDefault: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
  stages: z.array(PipelineStage),
});
export type Pipeline = z.infer<typeof Pipeline>;

/** One stage as the stage editor saves it: `id` for a stage that exists, none for a new one. */
export const StageDraft = z.object({
  id: z.uuid().optional(),
  name: z.string().trim().min(1, 'needs a name').max(80),
  defaultProbability: Probability.optional(),
  /** Omitted: derived from the name (spec 001 §4: won / closed-won → won, lost / closed-lost → lost). */
  kind: StageKind.optional(),
});
export type StageDraft = z.input<typeof StageDraft>;

/**
 * The pipeline's stages in their new order. A stage left out is removed; one that still holds
 * deals needs a target in `moveDealsTo` (removed stage id → kept stage id).
 */
export const UpdateStagesRequest = z.object({
  pipelineId: z.uuid(),
  version: RowVersion,
  stages: z.array(StageDraft).min(1, 'needs at least one stage').max(30, 'at most 30 stages'),
  moveDealsTo: z.record(z.uuid(), z.uuid()).default({}),
});
export type UpdateStagesRequest = z.input<typeof UpdateStagesRequest>;

const PipelineName = z.string().trim().min(1, 'needs a name').max(80, 'at most 80 characters');

/** A new pipeline: the stages given, or the default pipeline's five. */
export const CreatePipelineRequest = z.object({
  name: PipelineName,
  stages: z
    .array(StageDraft.omit({ id: true }))
    .min(1)
    .max(30)
    .optional(),
});
export type CreatePipelineRequest = z.input<typeof CreatePipelineRequest>;

export const RenamePipelineRequest = z.object({
  id: z.uuid(),
  version: RowVersion,
  name: PipelineName,
});
export type RenamePipelineRequest = z.input<typeof RenamePipelineRequest>;

/** Every pipeline of the tenant, in the new order. */
export const ReorderPipelinesRequest = z.object({ ids: z.array(z.uuid()).min(1).max(100) });

/**
 * Removes a pipeline. One that still holds deals needs `moveDealsTo`: its deals go to the stage of
 * that pipeline with the same key, else the first of the same kind, in one transaction.
 */
export const DeletePipelineRequest = z.object({ id: z.uuid(), moveDealsTo: z.uuid().optional() });
export type DeletePipelineRequest = z.input<typeof DeletePipelineRequest>;
