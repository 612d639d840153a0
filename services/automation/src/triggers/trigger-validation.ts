import { allSteps, type FieldIssue, type Step, triggerObject, type WorkflowDefinition } from '@smartcrm/contracts';
import { conditionIssues, valueFits } from '../workflows/condition-validation';
import { cronProblem } from './cron';

/** A deleted record cannot be read or changed: its runs may only wait, tell named users and stop. */
const actsWithoutRecord = (step: Step) =>
  step.type === 'wait' || step.type === 'stop' || (step.type === 'notify' && !step.toOwner);

/** What is wrong with the trigger, each naming its field (`trigger.…`), or a step a deleted record cannot take. */
export function triggerIssues(definition: WorkflowDefinition, workspace: { stageIds: ReadonlySet<string> }) {
  const issues: FieldIssue[] = [];
  const problem = (path: string, message: string) => issues.push({ path, message });
  const { trigger } = definition;
  switch (trigger.type) {
    case 'record_updated':
      if (trigger.field !== undefined) {
        const misfit = valueFits(trigger.object, trigger.field, trigger.to);
        if (misfit) problem('trigger.field', misfit);
      } else if (trigger.to !== undefined) problem('trigger.field', 'name the field that should change');
      break;
    case 'deal_stage_changed':
      if (trigger.toStageId && !workspace.stageIds.has(trigger.toStageId))
        problem('trigger.toStageId', 'is not a stage of this workspace');
      break;
    case 'record_deleted':
      for (const step of allSteps(definition.steps)) {
        if (!actsWithoutRecord(step))
          problem(`steps.${step.id}`, `the ${trigger.object} is deleted: only waits, notices to named users and stop`);
      }
      break;
    case 'schedule': {
      const cron = cronProblem(trigger.cron);
      if (cron) problem('trigger.cron', cron);
      if (trigger.filter) issues.push(...conditionIssues(trigger.filter, triggerObject(trigger), 'trigger.filter'));
      break;
    }
    default:
      break;
  }
  return issues;
}
