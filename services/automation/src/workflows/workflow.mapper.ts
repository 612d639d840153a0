import { type Trigger, triggerObject, type Workflow, WorkflowDefinition } from '@smartcrm/contracts';
import type { WorkflowRow } from './workflow.repository';

/** The index key the matcher looks workflows up by: the trigger's kind and its record. */
export const triggerKey = (trigger: Trigger): string => `${trigger.type}:${triggerObject(trigger)}`;

export function toWorkflow(row: WorkflowRow, signingSecret: string): Workflow {
  const definition = WorkflowDefinition.parse(row.definition);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    status: row.status,
    definition,
    publishedVersion: row.published_version,
    hookToken: definition.trigger.type === 'inbound_webhook' ? row.hook_token : null,
    runs: { total: Number(row.runs_total), failed: Number(row.runs_failed) },
    signingSecret,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
