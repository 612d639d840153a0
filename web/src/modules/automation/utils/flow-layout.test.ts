import type { WorkflowDefinition } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { insertStep, newStep, removeStep } from './definition-edit';
import { layoutFlow } from './flow-layout';

const definition: WorkflowDefinition = {
  trigger: { type: 'record_created', object: 'contact' },
  steps: [
    {
      id: 'check',
      type: 'condition',
      condition: { match: 'all', groups: [] },
      yes: [
        {
          id: 'task',
          type: 'create_task',
          title: 'Call',
          taskType: 'call',
          priority: 'high',
          assignTo: 'record_owner',
        },
      ],
      no: [],
    },
    { id: 'tag', type: 'add_tag', tag: 'seen' },
  ],
};

describe('the vertical flow', () => {
  it('puts the Yes branch left, rejoins both branches at the step after the condition', () => {
    const { nodes, edges } = layoutFlow(definition);
    expect(nodes.map((n) => [n.id, n.x, n.y])).toEqual([
      ['trigger', 0, 0],
      ['check', 0, 110],
      ['task', -150, 220],
      ['tag', 0, 330],
    ]);
    expect(edges.map((e) => `${e.source}->${e.target}${e.label ? ` ${e.label}` : ''}`)).toEqual([
      'trigger->check',
      'check->task Yes',
      'task->tag',
      'check->tag No',
    ]);
  });
});

describe('editing the tree', () => {
  it('inserts into a branch and after a step, and removes a step with what its branches hold', () => {
    const wait = newStep('wait', ['wait-1']);
    expect(wait.id).toBe('wait-2');
    const added = insertStep(
      insertStep(definition, { branchOf: 'check', branch: 'no' }, wait),
      { after: 'tag' },
      newStep('stop', []),
    );
    expect(layoutFlow(added).nodes.map((n) => n.id)).toEqual(['trigger', 'check', 'task', 'wait-2', 'tag', 'stop-1']);
    expect(layoutFlow(removeStep(added, 'check')).nodes.map((n) => n.id)).toEqual(['trigger', 'tag', 'stop-1']);
  });
});
