import { z } from 'zod';

/** Events of the task domain; events.ts combines every domain's. */
export const taskEvents = {
  'crm.task.created': {
    version: 1,
    data: z.object({
      taskId: z.uuid(),
      title: z.string(),
      assigneeId: z.uuid().nullable(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
      dueDate: z.string().nullable(),
    }),
  },
  /** `changed` names the fields (as in the Task schema) whose value changed. */
  'crm.task.updated': {
    version: 1,
    data: z.object({ taskId: z.uuid(), changed: z.array(z.string()), version: z.number().int() }),
  },
  /** Marked complete; the AI orchestrator reacts when it has an assistant thread. */
  'crm.task.completed': {
    version: 1,
    data: z.object({
      taskId: z.uuid(),
      title: z.string(),
      completedBy: z.uuid().nullable(),
      completedAt: z.string(),
      contactId: z.uuid().nullable(),
      dealId: z.uuid().nullable(),
      assistantThreadId: z.string().nullable(),
    }),
  },
  'crm.task.reopened': { version: 1, data: z.object({ taskId: z.uuid() }) },
  'crm.task.deleted': { version: 1, data: z.object({ taskId: z.uuid() }) },
  'crm.task.restored': { version: 1, data: z.object({ taskId: z.uuid() }) },
} as const;
