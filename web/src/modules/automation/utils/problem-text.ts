import { findStep, type FieldIssue, type WorkflowDefinition } from '@smartcrm/contracts';
import { stepLabels } from './definition-edit';

/** Where a problem is, in the builder's words: "Trigger" or the step's kind and id, then what to fix. */
export function problemText(issue: FieldIssue, definition: WorkflowDefinition): { where: string; message: string } {
  const path = issue.path.replace(/^body\./, '');
  if (path.startsWith('trigger')) return { where: 'Trigger', message: issue.message };
  const [, id] = path.match(/^steps\.([^.]+)/) ?? [];
  const step = id ? findStep(definition.steps, id) : null;
  if (step) return { where: `${stepLabels[step.type]} (${step.id})`, message: issue.message };
  return { where: path === 'steps' ? 'Steps' : '', message: issue.message };
}
