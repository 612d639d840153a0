import type { BranchStep, Step, Trigger, WorkflowDefinition } from './workflow.schema';
import type { AutomationObject } from './workflow.schema';

interface Place {
  step: Step;
  /** The list holding the step, and the condition that list is a branch of (none at the top). */
  siblings: Step[];
  parent: Step | null;
}

function locate(steps: Step[], id: string, parent: Step | null = null): Place | null {
  for (const step of steps) {
    if (step.id === id) return { step, siblings: steps, parent };
    if (isBranch(step)) {
      const found = locate(step.yes, id, step) ?? locate(step.no, id, step);
      if (found) return found;
    }
  }
  return null;
}

/** A step with a Yes and a No branch: a condition, or a wait for a reply (replied / timed out). */
export const isBranch = (step: Step): step is BranchStep => step.type === 'condition' || step.type === 'wait_for_event';

/** The step of that id anywhere in the tree. */
export const findStep = (steps: Step[], id: string): Step | null => locate(steps, id)?.step ?? null;

/** The record a workflow's runs are about: a record trigger's, a stage change's deal, else a contact. */
export const triggerObject = (trigger: Trigger): AutomationObject =>
  'object' in trigger ? trigger.object : trigger.type === 'deal_stage_changed' ? 'deal' : 'contact';

/** Every step of the tree, depth first (the order a reader sees them). */
export function allSteps(steps: Step[]): Step[] {
  return steps.flatMap((step) => (isBranch(step) ? [step, ...allSteps(step.yes), ...allSteps(step.no)] : [step]));
}

/** The step after `id` once it (and any branch it opened) is done: a branch rejoins after its condition. */
function stepAfter(definition: WorkflowDefinition, id: string): string | null {
  const place = locate(definition.steps, id);
  if (!place) return null;
  const next = place.siblings[place.siblings.indexOf(place.step) + 1];
  if (next) return next.id;
  return place.parent ? stepAfter(definition, place.parent.id) : null;
}

/**
 * Where a run goes after step `id`: a condition (or a wait for a reply) into the branch its outcome picked (past the
 * condition when that branch is empty), any other step to the one after it; null when done.
 */
export function nextStepId(definition: WorkflowDefinition, id: string, outcome?: boolean): string | null {
  const step = findStep(definition.steps, id);
  if (step && isBranch(step) && outcome !== undefined) {
    const branch = outcome ? step.yes : step.no;
    if (branch[0]) return branch[0].id;
  }
  return stepAfter(definition, id);
}
