import {
  type FieldIssue,
  maxWaitDays,
  recordFields,
  type Step,
  triggerObject,
  type WorkflowDefinition,
} from '@smartcrm/contracts';
import { actionStepProblems } from './action-step-validation';
import type { WorkspaceIds } from './workspace-ids';
import { triggerIssues } from '../triggers/trigger-validation';
import { conditionIssues, valueFits } from './condition-validation';

export type { WorkspaceIds } from './workspace-ids';

export const waitMs = (step: Extract<Step, { type: 'wait' | 'wait_for_event' }>): number =>
  step.amount * { minutes: 60_000, hours: 3_600_000, days: 86_400_000 }[step.unit];

/**
 * Every reason the definition cannot run, each naming where (`trigger…` or `steps.<step id>…`)
 * and what: a missing field, a branch with no steps, a wait past the limit, a user or stage that
 * is not this workspace's. Empty when it may be activated.
 */
export function validateWorkflow(definition: WorkflowDefinition, workspace: WorkspaceIds): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const problem = (path: string, message: string) => issues.push({ path, message });
  const { trigger } = definition;
  const object = triggerObject(trigger);

  issues.push(...triggerIssues(definition, workspace));
  if (definition.steps.length === 0) problem('steps', 'the workflow has no steps');

  const seen = new Set<string>();
  const users = (path: string, ids: readonly string[]) => {
    for (const id of ids) if (!workspace.userIds.has(id)) problem(path, `user ${id} is not a member of this workspace`);
  };
  const waitProblems = (step: Extract<Step, { type: 'wait' | 'wait_for_event' }>, at: string) => {
    if (step.amount < 1) problem(`${at}.amount`, `wait at least 1 ${step.unit.slice(0, -1)}`);
    if (waitMs(step) > maxWaitDays * 86_400_000) problem(`${at}.amount`, `a wait may last at most ${maxWaitDays} days`);
  };
  const walk = (steps: Step[]) => {
    steps.forEach((step, index) => {
      const at = `steps.${step.id}`;
      if (seen.has(step.id)) problem(at, 'two steps have this id');
      seen.add(step.id);
      if (step.type === 'stop' && index < steps.length - 1) problem(at, 'steps after a stop never run');
      switch (step.type) {
        case 'condition': {
          if (step.condition.groups.length === 0) problem(`${at}.condition`, 'add at least one rule');
          issues.push(...conditionIssues(step.condition, object, `${at}.condition`));
          if (step.yes.length === 0) problem(`${at}.yes`, 'the Yes branch has no steps');
          walk(step.yes);
          walk(step.no);
          break;
        }
        case 'wait_for_event':
          if (object !== 'contact') problem(at, "only a contact's workflow can wait for their reply");
          waitProblems(step, at);
          walk(step.yes);
          walk(step.no);
          break;
        case 'wait':
          waitProblems(step, at);
          break;
        case 'create_task':
          if (!step.title.trim()) problem(`${at}.title`, 'the task needs a title');
          if (step.assignTo === 'user') {
            if (!step.assigneeId) problem(`${at}.assigneeId`, 'choose who gets the task');
            else users(`${at}.assigneeId`, [step.assigneeId]);
          }
          break;
        case 'update_fields': {
          const entries = Object.entries(step.fields);
          if (entries.length === 0) problem(`${at}.fields`, 'choose at least one field to set');
          for (const [field, value] of entries) {
            const misfit = valueFits(object, field, value);
            if (misfit) problem(`${at}.fields.${field}`, misfit);
            else if (!recordFields[object][field]?.writable)
              problem(`${at}.fields.${field}`, 'a workflow may not set this field');
          }
          break;
        }
        case 'assign_owner':
          if (step.userIds.length === 0) problem(`${at}.userIds`, 'choose at least one user');
          users(`${at}.userIds`, step.userIds);
          break;
        case 'add_tag':
          if (!step.tag) problem(`${at}.tag`, 'the tag needs a name');
          if (object !== 'contact') problem(at, 'only contacts have tags');
          break;
        case 'notify':
          if (!step.message.trim()) problem(`${at}.message`, 'the notification needs a message');
          if (step.userIds.length === 0 && !step.toOwner) problem(`${at}.userIds`, 'choose who is told');
          users(`${at}.userIds`, step.userIds);
          break;
        case 'stop':
          break;
        default:
          actionStepProblems(step, at, object, workspace, problem);
      }
    });
  };
  walk(definition.steps);
  return issues;
}
