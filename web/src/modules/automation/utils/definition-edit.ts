import { allSteps, isBranch, type Step, type StepType, type WorkflowDefinition } from '@smartcrm/contracts';

/** Where a new step goes: after a step (or first, after the trigger), or first in a condition's branch. */
export type InsertAt = { after: string | 'trigger' } | { branchOf: string; branch: 'yes' | 'no' };

const mapSteps = (steps: Step[], fn: (step: Step) => Step[]): Step[] =>
  steps.flatMap((step) => {
    const inner = isBranch(step) ? { ...step, yes: mapSteps(step.yes, fn), no: mapSteps(step.no, fn) } : step;
    return fn(inner);
  });

export const replaceStep = (definition: WorkflowDefinition, next: Step, id = next.id): WorkflowDefinition => ({
  ...definition,
  steps: mapSteps(definition.steps, (step) => [step.id === id ? next : step]),
});

export const removeStep = (definition: WorkflowDefinition, id: string): WorkflowDefinition => ({
  ...definition,
  steps: mapSteps(definition.steps, (step) => (step.id === id ? [] : [step])),
});

export function insertStep(definition: WorkflowDefinition, at: InsertAt, step: Step): WorkflowDefinition {
  if ('after' in at) {
    if (at.after === 'trigger') return { ...definition, steps: [step, ...definition.steps] };
    return { ...definition, steps: mapSteps(definition.steps, (s) => (s.id === at.after ? [s, step] : [s])) };
  }
  return {
    ...definition,
    steps: mapSteps(definition.steps, (s) =>
      s.id === at.branchOf && isBranch(s) ? [{ ...s, [at.branch]: [step, ...s[at.branch]] }] : [s],
    ),
  };
}

/** Every step id in the tree. */
export const stepIds = (steps: Step[]): string[] => allSteps(steps).map((s) => s.id);

/** A new step of `type` with a fresh id and what it needs filled in left empty (activation names it). */
export function newStep(type: StepType, taken: string[]): Step {
  let n = 1;
  while (taken.includes(`${type.replace('_', '-')}-${n}`)) n++;
  const id = `${type.replace('_', '-')}-${n}`;
  switch (type) {
    case 'condition':
      return {
        id,
        type,
        condition: {
          match: 'all',
          groups: [{ match: 'all', rules: [{ field: 'status', operator: 'equals', value: '' }] }],
        },
        yes: [],
        no: [],
      };
    case 'wait':
      return { id, type, amount: 1, unit: 'days' };
    case 'create_task':
      return { id, type, title: '', taskType: 'follow_up', priority: 'medium', assignTo: 'record_owner', dueInDays: 1 };
    case 'update_fields':
      return { id, type, fields: {} };
    case 'assign_owner':
      return { id, type, mode: 'round_robin', userIds: [] };
    case 'add_tag':
      return { id, type, tag: '' };
    case 'notify':
      return { id, type, userIds: [], toOwner: true, message: '' };
    case 'stop':
    case 'ai_score':
      return { id, type };
    case 'remove_tag':
      return { id, type, tag: '' };
    case 'move_deal_stage':
      return { id, type, stageId: '' };
    case 'create_deal':
      return { id, type, title: '{{contact.name}}', stageId: '', value: 0 };
    case 'send_email':
      return { id, type, templateId: '', sender: 'record_owner' };
    case 'send_sms':
      return { id, type, body: '', sender: 'record_owner' };
    case 'enrol_in_sequence':
      return { id, type, sequenceId: '', sender: 'record_owner' };
    case 'http_request':
      return { id, type, method: 'POST', url: '', body: '{"contact": "{{contact.email}}", "record": "{{record.id}}"}' };
    case 'wait_for_event':
      return { id, type, event: 'email_replied', amount: 2, unit: 'days', yes: [], no: [] };
  }
}

export const stepLabels: Record<StepType, string> = {
  condition: 'If / else',
  wait: 'Wait',
  create_task: 'Create task',
  update_fields: 'Update fields',
  assign_owner: 'Assign owner',
  add_tag: 'Add tag',
  notify: 'Notify users',
  stop: 'Stop',
  remove_tag: 'Remove tag',
  move_deal_stage: 'Move deal stage',
  create_deal: 'Create deal',
  send_email: 'Send email',
  send_sms: 'Send text message',
  enrol_in_sequence: 'Enrol in sequence',
  http_request: 'HTTP request',
  ai_score: 'AI score',
  wait_for_event: 'Wait for reply',
};
