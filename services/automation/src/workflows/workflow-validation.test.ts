import { type WorkflowDefinition, workflowTemplates } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { validateWorkflow } from './workflow-validation';

const member = crypto.randomUUID();
const stage = crypto.randomUUID();
const workspace = { userIds: new Set([member]), stageIds: new Set([stage]) };
const paths = (definition: WorkflowDefinition) =>
  validateWorkflow(definition, workspace).map((i) => `${i.path}: ${i.message}`);

const base: WorkflowDefinition = {
  trigger: { type: 'record_created', object: 'contact' },
  steps: [
    { id: 'task', type: 'create_task', title: 'Call', taskType: 'call', priority: 'high', assignTo: 'record_owner' },
  ],
};

describe('activation checks', () => {
  it('passes a complete workflow', () => {
    expect(paths(base)).toEqual([]);
  });

  it('names a missing field, a branch with no steps and a wait past the limit', () => {
    const issues = paths({
      trigger: { type: 'record_created', object: 'contact' },
      steps: [
        { id: 'task', type: 'create_task', title: ' ', taskType: 'call', priority: 'high', assignTo: 'record_owner' },
        {
          id: 'check',
          type: 'condition',
          condition: {
            match: 'all',
            groups: [{ match: 'all', rules: [{ field: 'status', operator: 'equals', value: 'lead' }] }],
          },
          yes: [],
          no: [],
        },
        { id: 'long', type: 'wait', amount: 10, unit: 'days' },
        { id: 'decade', type: 'wait', amount: 3651, unit: 'days' },
      ],
    });
    expect(issues).toEqual([
      'steps.task.title: the task needs a title',
      'steps.check.yes: the Yes branch has no steps',
      'steps.decade.amount: a wait may last at most 365 days',
    ]);
  });

  it('accepts a wait of exactly the limit and refuses one minute more', () => {
    const wait = (amount: number, unit: 'days' | 'minutes') =>
      paths({ ...base, steps: [{ id: 'w', type: 'wait', amount, unit }] });
    expect(wait(365, 'days')).toEqual([]);
    expect(wait(365 * 1440 + 1, 'minutes')).toHaveLength(1);
  });

  it("refuses another workspace's users and stages", () => {
    const stranger = crypto.randomUUID();
    const issues = paths({
      trigger: { type: 'deal_stage_changed', toStageId: crypto.randomUUID() },
      steps: [{ id: 'rr', type: 'assign_owner', mode: 'round_robin', userIds: [member, stranger] }],
    });
    expect(issues).toEqual([
      'trigger.toStageId: is not a stage of this workspace',
      `steps.rr.userIds: user ${stranger} is not a member of this workspace`,
    ]);
  });

  it('checks fields against the record: unknown names, wrong values, read-only fields, tags on deals', () => {
    const issues = paths({
      trigger: { type: 'record_updated', object: 'deal', field: 'colour' },
      steps: [
        { id: 'set', type: 'update_fields', fields: { value: 'lots', ownerId: member } },
        { id: 'tag', type: 'add_tag', tag: 'big' },
      ],
    });
    expect(issues).toEqual([
      'trigger.field: no deal field named "colour"',
      'steps.set.fields.value: Value needs a number',
      'steps.set.fields.ownerId: a workflow may not set this field',
      'steps.tag: only contacts have tags',
    ]);
  });

  it('names the empty parts of every template until the workspace fills them in', () => {
    const problems = workflowTemplates.map((t) => validateWorkflow(t.definition, workspace).map((i) => i.path));
    expect(problems).toEqual([['steps.assign.userIds'], [], [], []]);
  });
});
