import { type AutomationObject, type Step, unknownMergeFields } from '@smartcrm/contracts';
import { fillBody } from '../engine/merge-values';
import type { WorkspaceIds } from './workspace-ids';

type Problem = (path: string, message: string) => void;

const reachesContact = (object: AutomationObject) => object === 'contact' || object === 'deal' || object === 'task';

function mergeFieldsKnown(text: string, path: string, problem: Problem) {
  const unknown = unknownMergeFields(text).filter((name) => !name.startsWith('record.') && !name.startsWith('run.'));
  if (unknown.length) problem(path, `no merge field named ${unknown.map((n) => `{{${n}}}`).join(', ')}`);
}

function senderFits(
  step: { sender: string; senderId?: string },
  at: string,
  workspace: WorkspaceIds,
  problem: Problem,
) {
  if (step.sender !== 'user') return;
  if (!step.senderId) problem(`${at}.senderId`, 'choose who it comes from');
  else if (!workspace.userIds.has(step.senderId))
    problem(`${at}.senderId`, `user ${step.senderId} is not a member of this workspace`);
}

function urlProblem(url: string): string | null {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return 'must start with https:// or http://';
    return null;
  } catch {
    return 'is not a web address';
  }
}

/**
 * The problems of the steps beyond the CRM's records (tags, deals, messages, requests, the AI),
 * each naming its field. Whether the sender has a mailbox or a number is
 * known only when the step runs; that fails the step, visibly.
 */
export function actionStepProblems(
  step: Step,
  at: string,
  object: AutomationObject,
  workspace: WorkspaceIds,
  problem: Problem,
): void {
  switch (step.type) {
    case 'remove_tag':
      if (!step.tag) problem(`${at}.tag`, 'the tag needs a name');
      if (object !== 'contact') problem(at, 'only contacts have tags');
      break;
    case 'move_deal_stage':
      if (!step.stageId) problem(`${at}.stageId`, 'choose a stage');
      else if (!workspace.stageIds.has(step.stageId)) problem(`${at}.stageId`, 'is not a stage of this workspace');
      if (object === 'task') problem(at, 'a task has no deal to move');
      break;
    case 'create_deal':
      if (!step.title.trim()) problem(`${at}.title`, 'the deal needs a title');
      mergeFieldsKnown(step.title, `${at}.title`, problem);
      if (!step.stageId) problem(`${at}.stageId`, 'choose a stage');
      else if (!workspace.stageIds.has(step.stageId)) problem(`${at}.stageId`, 'is not a stage of this workspace');
      break;
    case 'send_email':
      if (!step.templateId) problem(`${at}.templateId`, 'choose a template');
      else if (workspace.templateIds && !workspace.templateIds.has(step.templateId))
        problem(`${at}.templateId`, 'is not a template of this workspace');
      senderFits(step, at, workspace, problem);
      if (!reachesContact(object)) problem(at, 'needs a contact to write to');
      break;
    case 'send_sms':
      if (!step.body.trim()) problem(`${at}.body`, 'write the text');
      mergeFieldsKnown(step.body, `${at}.body`, problem);
      senderFits(step, at, workspace, problem);
      break;
    case 'enrol_in_sequence':
      if (!step.sequenceId) problem(`${at}.sequenceId`, 'choose a sequence');
      senderFits(step, at, workspace, problem);
      break;
    case 'http_request': {
      const bad = urlProblem(step.url);
      if (bad) problem(`${at}.url`, bad);
      if (step.method === 'POST' && step.body.trim()) {
        mergeFieldsKnown(step.body, `${at}.body`, problem);
        try {
          JSON.parse(fillBody(step.body, {}, { recordId: '', runId: '' }));
        } catch {
          problem(`${at}.body`, 'is not JSON once its merge fields are filled');
        }
      }
      break;
    }
    case 'ai_score':
      if (object !== 'contact') problem(at, 'only contacts are scored');
      break;
    default:
      break;
  }
}
