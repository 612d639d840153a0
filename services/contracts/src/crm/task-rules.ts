import type { Task } from './task.schema';

export type TaskDueGroup = 'overdue' | 'today' | 'upcoming' | 'none' | 'completed';

/** The order and headings of the task list's groups. */
export const taskDueGroups: { key: TaskDueGroup; label: string }[] = [
  { key: 'overdue', label: 'Overdue' },
  { key: 'today', label: 'Today' },
  { key: 'upcoming', label: 'Upcoming' },
  { key: 'none', label: 'No date' },
  { key: 'completed', label: 'Completed' },
];

/**
 * Where a task belongs, given the viewer's local date (YYYY-MM-DD): a completed task is done
 * whatever its date; an open one is overdue before today. Dates compare as text, which orders
 * ISO dates correctly.
 */
export function taskDueGroup(task: Pick<Task, 'completed' | 'dueDate'>, today: string): TaskDueGroup {
  if (task.completed) return 'completed';
  if (!task.dueDate) return 'none';
  if (task.dueDate < today) return 'overdue';
  return task.dueDate === today ? 'today' : 'upcoming';
}

/** Every group in list order, each keeping the tasks' incoming order. */
export function groupTasksByDue<T extends Pick<Task, 'completed' | 'dueDate'>>(tasks: T[], today: string) {
  const groups = new Map<TaskDueGroup, T[]>(taskDueGroups.map((g) => [g.key, []]));
  for (const task of tasks) groups.get(taskDueGroup(task, today))!.push(task);
  return taskDueGroups.map((g) => ({ ...g, tasks: groups.get(g.key)! }));
}
