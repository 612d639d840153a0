import type { Task } from '@smartcrm/contracts';
import { describe, expect, it } from 'vitest';
import { emptyTaskForm, TaskFormSchema, taskFormValues, taskInputFrom, taskPatchFrom } from './task-form';

const task: Task = {
  id: '6f1c1d2e-1111-4a1a-9a1a-111111111111',
  title: 'Call Ada',
  subtitle: null,
  type: 'call',
  status: null,
  priority: 'medium',
  isHighlighted: false,
  assigneeId: '6f1c1d2e-2222-4a1a-9a1a-111111111111',
  assigneeName: 'Olive',
  ownerId: null,
  contactId: null,
  contactName: null,
  dealId: null,
  dealTitle: null,
  dueDate: '2026-03-10',
  completed: false,
  completedAt: null,
  completedBy: null,
  assistantThreadId: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  updatedAt: '2026-03-01T00:00:00.000Z',
  version: 3,
};

describe('task form', () => {
  it('turns blanks into nulls and leaves the assignee to the server when none is chosen', () => {
    const input = taskInputFrom(emptyTaskForm({ title: '  Send deck ', contactId: 'c1' }));
    expect(input).toEqual({
      title: 'Send deck',
      subtitle: null,
      type: 'other',
      priority: 'medium',
      status: null,
      dueDate: null,
      contactId: 'c1',
      dealId: null,
      isHighlighted: false,
    });
  });

  it('patches only what changed, with the version read, and can clear the assignee', () => {
    const values = { ...taskFormValues(task), priority: 'high' as const, dueDate: '', assigneeId: '' };
    expect(taskPatchFrom(task, values)).toEqual({ version: 3, priority: 'high', dueDate: null, assigneeId: null });
    expect(taskPatchFrom(task, taskFormValues(task))).toEqual({ version: 3 });
  });

  it('names a missing title and a malformed date', () => {
    const result = TaskFormSchema.safeParse({ ...emptyTaskForm(), title: ' ', dueDate: '10/03/2026' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path[0])).toEqual(['title', 'dueDate']);
  });
});
