import type { Pipeline, WorkflowDefinition, WorkflowTemplate } from '@smartcrm/contracts';

/** A template's definition for this workspace: a stage trigger points at its stage of the template's name. */
export function definitionFromTemplate(template: WorkflowTemplate, pipelines: Pipeline[]): WorkflowDefinition {
  const { trigger } = template.definition;
  if (trigger.type !== 'deal_stage_changed' || !template.stageName) return template.definition;
  const wanted = template.stageName.toLowerCase();
  const stage = pipelines
    .toSorted((a, b) => Number(b.isDefault) - Number(a.isDefault))
    .flatMap((p) => p.stages)
    .find((s) => s.name.toLowerCase() === wanted);
  return stage ? { ...template.definition, trigger: { ...trigger, toStageId: stage.id } } : template.definition;
}
