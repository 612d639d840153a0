import { z } from 'zod';
import { Task, TaskDeleted, TaskInput, TaskListQuery, TaskPage, TaskPatch, TaskToggle } from './task.schema';

/** The task domain's request/reply methods; rpc.ts combines every domain's. */
export const taskRpcMethods = {
  'crm.tasks.list': { request: TaskListQuery, reply: TaskPage },
  'crm.tasks.get': { request: z.object({ id: z.uuid() }), reply: Task },
  /**
   * `id`, chosen by the caller, makes the call safe to repeat: a task with that id answers as it is
   * (an automation step retried after its reply was lost creates one task).
   */
  'crm.tasks.create': { request: TaskInput.extend({ id: z.uuid().optional() }), reply: Task },
  'crm.tasks.update': { request: z.object({ id: z.uuid(), patch: TaskPatch }), reply: Task },
  /** Publishes crm.task.completed (with its assistant thread) once; completing a done task changes nothing. */
  'crm.tasks.complete': { request: TaskToggle, reply: Task },
  'crm.tasks.reopen': { request: TaskToggle, reply: Task },
  'crm.tasks.delete': { request: z.object({ id: z.uuid() }), reply: TaskDeleted },
  'crm.tasks.restore': { request: z.object({ id: z.uuid() }), reply: Task },
} as const;
