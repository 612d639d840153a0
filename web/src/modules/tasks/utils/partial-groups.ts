import type { TaskDueGroup } from '@smartcrm/contracts';

/**
 * The shown groups that may go on past the loaded pages, whose counts read "100+": open tasks load
 * by due date, so only the last open group shown can; the completed group when it has more pages.
 */
export function partialGroups(shown: TaskDueGroup[], moreOpen: boolean, moreCompleted: boolean): Set<TaskDueGroup> {
  const partial = new Set<TaskDueGroup>();
  const lastOpen = shown.filter((key) => key !== 'completed').at(-1);
  if (moreOpen && lastOpen) partial.add(lastOpen);
  if (moreCompleted && shown.includes('completed')) partial.add('completed');
  return partial;
}
