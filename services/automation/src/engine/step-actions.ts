import {
  AppError,
  type AutomationObject,
  ownerField,
  renderMerge,
  type Step,
  type TaskPriority,
  type TaskType,
} from '@smartcrm/contracts';
import { conditionHolds } from './condition';
import type { CrmRecords, RecordData } from './crm-records';
import { waitMs } from '../workflows/workflow-validation';
import { mergeValuesOf } from './merge-values';
import type { RunScope, StepInput, StepOutput } from './step-types';

export type { RunScope, StepInput, StepOutput } from './step-types';
import type { Outreach } from './outreach';
import { applyOutreach, isOutreach, planOutreach, type Subjects } from './outreach-steps';

const isoDate = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** Who owns the record (a task's assignee), and the contact and deal a task about it links to. */
function recordLinks(object: AutomationObject, record: RecordData) {
  const owner = (record[ownerField[object]] as string | null) ?? null;
  if (object === 'contact') return { owner, contactId: record.id, dealId: null };
  if (object === 'deal') return { owner, contactId: (record.contactId as string | null) ?? null, dealId: record.id };
  return {
    owner,
    contactId: (record.contactId as string | null) ?? null,
    dealId: (record.dealId as string | null) ?? null,
  };
}

/**
 * What a step's plan reads before the plan's transaction: the record (its owner, its links), and
 * for a message or a new deal the contact it is about too.
 */
export const planReads = (step: Step): 'record' | 'subjects' | null => {
  if (isOutreach(step) || step.type === 'create_deal') return 'subjects';
  return step.type === 'create_task' || (step.type === 'notify' && step.toOwner) ? 'record' : null;
};

/** What a step's work needs besides its plan: crm's records, and the services it reaches out to. */
export interface StepDeps {
  records: CrmRecords;
  outreach: Outreach;
}

/**
 * What a step will do, fixed once before it touches anything (kept with the step): the new task's
 * id, its assignee and due date, the round robin's pick. A retry repeats exactly this request.
 * `turn` hands out the round robin's next turn (taken in the transaction that keeps the plan).
 */
export async function planStep(
  step: Step,
  run: RunScope,
  subjects: Subjects | null,
  turn: () => Promise<number>,
): Promise<StepInput> {
  const record = subjects?.record ?? null;
  if (isOutreach(step)) return planOutreach(step, run, subjects as Subjects);
  switch (step.type) {
    case 'create_task': {
      const links = recordLinks(run.object, record as RecordData);
      return {
        taskId: crypto.randomUUID(),
        title: step.title,
        type: step.taskType,
        priority: step.priority,
        dueDate: step.dueInDays === undefined ? null : isoDate(step.dueInDays),
        assigneeId: step.assignTo === 'user' ? (step.assigneeId ?? null) : links.owner,
        contactId: links.contactId,
        dealId: links.dealId,
      };
    }
    case 'assign_owner': {
      const index = step.mode === 'round_robin' ? (await turn()) % step.userIds.length : 0;
      return { ownerId: step.userIds[index] };
    }
    case 'notify': {
      const owner = step.toOwner ? recordLinks(run.object, record as RecordData).owner : null;
      return { userIds: [...new Set([...step.userIds, ...(owner ? [owner] : [])])], message: step.message };
    }
    case 'wait':
      return { resumeAt: new Date(Date.now() + waitMs(step)).toISOString() };
    case 'update_fields':
      return { fields: step.fields };
    case 'add_tag':
    case 'remove_tag':
      return { tag: step.tag };
    case 'move_deal_stage':
      return { stageId: step.stageId };
    case 'create_deal': {
      const { contact } = subjects as Subjects;
      return {
        dealId: crypto.randomUUID(),
        title: renderMerge(step.title, mergeValuesOf(contact, run.object === 'deal' ? record : null)).trim(),
        stageId: step.stageId,
        value: step.value,
        contactId: contact?.id ?? null,
        ownerId: recordLinks(run.object, record as RecordData).owner,
      };
    }
    case 'wait_for_event':
      return { event: step.event, timeoutAt: new Date(Date.now() + waitMs(step)).toISOString() };
    case 'condition':
    case 'stop':
      return {};
  }
}

/** Does what the plan says, through crm; safe to repeat (the task's id is fixed, updates set values). */
export async function applyStep(step: Step, input: StepInput, run: RunScope, deps: StepDeps): Promise<StepOutput> {
  const { records } = deps;
  if (isOutreach(step)) return applyOutreach(step, input, run, records, deps.outreach);
  switch (step.type) {
    case 'condition': {
      const record = await records.get(run.object, run.recordId, run.ctx);
      const fields = step.condition.groups.flatMap((g) => g.rules.map((r) => r.field));
      return {
        outcome: conditionHolds(step.condition, record),
        values: Object.fromEntries(fields.map((f) => [f, record[f] ?? null])),
      };
    }
    case 'create_task': {
      const task = input as Record<string, string | null>;
      const created = await records.createTask(
        {
          id: task.taskId as string,
          title: task.title as string,
          type: task.type as TaskType,
          priority: task.priority as TaskPriority,
          assigneeId: task.assigneeId,
          contactId: task.contactId,
          dealId: task.dealId,
          dueDate: task.dueDate,
        },
        run.ctx,
      );
      return { taskId: created.id, title: created.title, assigneeId: created.assigneeId, dueDate: created.dueDate };
    }
    case 'update_fields': {
      const updated = await records.update(run.object, run.recordId, input.fields as Record<string, never>, run.ctx);
      return { version: updated.version };
    }
    case 'assign_owner':
      await records.update(run.object, run.recordId, { [ownerField[run.object]]: input.ownerId as string }, run.ctx);
      return { ownerId: input.ownerId };
    case 'add_tag':
    case 'remove_tag': {
      const contact = await records.get('contact', run.recordId, run.ctx);
      const tags = contact.tags as string[];
      const tag = (input.tag as string).toLowerCase();
      const has = tags.some((t) => t.toLowerCase() === tag);
      if (step.type === 'add_tag') {
        if (!has) await records.update('contact', run.recordId, { tags: [...tags, input.tag as string] }, run.ctx);
        return { added: !has };
      }
      if (has)
        await records.update('contact', run.recordId, { tags: tags.filter((t) => t.toLowerCase() !== tag) }, run.ctx);
      return { removed: has };
    }
    case 'move_deal_stage':
      return moveDeal(input.stageId as string, run, records);
    case 'create_deal': {
      if (!input.contactId) throw new AppError('not_found', 'The record is linked to no contact');
      if (!input.ownerId) throw new AppError('bad_input', 'The record has no owner to give the deal to');
      const deal = await records.createDeal(
        {
          id: input.dealId as string,
          title: input.title as string,
          stageId: input.stageId as string,
          value: input.value as number,
          contactId: input.contactId as string,
          ownerId: input.ownerId as string,
        },
        run.ctx,
      );
      return { dealId: deal.id, title: deal.title, stageId: deal.stageId };
    }
    case 'notify':
      return { userIds: input.userIds };
    case 'wait':
      return { resumeAt: input.resumeAt };
    case 'wait_for_event':
    case 'stop':
      return {};
  }
}

/** A deal's run moves its deal; a contact's run its newest open deal (none fails the step, saying so). */
async function moveDeal(stageId: string, run: RunScope, records: CrmRecords): Promise<StepOutput> {
  const dealId = run.object === 'deal' ? run.recordId : ((await records.openDealOf(run.recordId, run.ctx))?.id ?? null);
  if (!dealId) throw new AppError('not_found', 'The contact has no open deal to move');
  const moved = await records.update('deal', dealId, { stageId }, run.ctx);
  return { dealId, stageId: (moved as RecordData).stageId };
}
