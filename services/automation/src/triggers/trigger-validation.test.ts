import { describe, expect, it } from 'vitest';
import { validateWorkflow } from '../workflows/workflow-validation';

const workspace = { userIds: new Set<string>(), stageIds: new Set<string>() };
const stop = { id: 'end', type: 'stop' } as const;

describe('trigger checks at activation', () => {
  it('refuses a schedule whose cron cannot run, and a filter on no contact field, naming each', () => {
    const issues = validateWorkflow(
      {
        trigger: {
          type: 'schedule',
          cron: '0 25 * * *',
          timeZone: 'Europe/Berlin',
          filter: {
            match: 'all',
            groups: [{ match: 'all', rules: [{ field: 'colour', operator: 'equals', value: 'red' }] }],
          },
        },
        steps: [stop],
      },
      workspace,
    );
    expect(issues.map((i) => i.path)).toEqual(['trigger.cron', 'trigger.filter.groups.0.rules.0.field']);
    expect(issues[0]!.message).toMatch(/not a valid schedule/);
  });

  it('takes a valid schedule', () => {
    expect(
      validateWorkflow(
        { trigger: { type: 'schedule', cron: '30 8 * * 1-5', timeZone: 'UTC' }, steps: [stop] },
        workspace,
      ),
    ).toEqual([]);
  });

  it('keeps a deleted record’s workflow to steps that need no record', () => {
    const issues = validateWorkflow(
      {
        trigger: { type: 'record_deleted', object: 'contact' },
        steps: [
          { id: 'tell', type: 'notify', userIds: [], toOwner: true, message: 'Gone' },
          { id: 'tag', type: 'add_tag', tag: 'x' },
          stop,
        ],
      },
      workspace,
    );
    expect(issues.filter((i) => i.message.includes('deleted')).map((i) => i.path)).toEqual(['steps.tell', 'steps.tag']);
  });
});
