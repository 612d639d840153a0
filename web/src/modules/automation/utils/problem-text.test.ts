import { workflowTemplates } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { problemText } from './problem-text';

const definition = workflowTemplates[0]!.definition;

describe('activation problems in the builder’s words', () => {
  it('names the step by its kind and id, or the trigger', () => {
    expect(problemText({ path: 'body.steps.assign.userIds', message: 'choose at least one user' }, definition)).toEqual(
      {
        where: 'Assign owner (assign)',
        message: 'choose at least one user',
      },
    );
    expect(problemText({ path: 'trigger.field', message: 'no contact field named "x"' }, definition).where).toBe(
      'Trigger',
    );
    expect(problemText({ path: 'steps', message: 'the workflow has no steps' }, definition).where).toBe('Steps');
  });
});
