import { groupTasksByDue, type Task } from '@smartcrm/contracts';
import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { partialGroups } from '../utils/partial-groups';
import { TaskCard } from './TaskCard';

interface TaskGroupsProps {
  open: Task[];
  completed: Task[];
  today: string;
  moreOpen: (() => void) | null;
  moreCompleted: (() => void) | null;
}

/** The open and completed lists reload separately, so a task just toggled can sit in both for a moment: the newer copy wins. */
function newestCopies(tasks: Task[]): Task[] {
  const byId = new Map<string, Task>();
  for (const task of tasks) {
    const seen = byId.get(task.id);
    if (!seen || task.updatedAt > seen.updatedAt) byId.set(task.id, task);
  }
  return [...byId.values()];
}

/** Open tasks by due date (Overdue, Today, Upcoming, No date), then the latest completed ones. */
export function TaskGroups({ open, completed, today, moreOpen, moreCompleted }: TaskGroupsProps) {
  const groups = groupTasksByDue(newestCopies([...open, ...completed]), today).filter((g) => g.tasks.length > 0);
  if (groups.length === 0) {
    return (
      <EmptyState icon={ListChecks} title="No tasks found">
        <p>Nothing matches these filters. Add a task above or clear the filters.</p>
        <Link to="/tasks/new" className="button button--primary">
          New Task
        </Link>
      </EmptyState>
    );
  }
  const partial = partialGroups(
    groups.map((g) => g.key),
    moreOpen !== null,
    moreCompleted !== null,
  );
  return (
    <div className="task-groups">
      {groups.map((group) => (
        <section key={group.key} className="task-group" aria-labelledby={`task-group-${group.key}`}>
          <h2 id={`task-group-${group.key}`} className="task-group__title" data-group={group.key}>
            {group.label}{' '}
            <span className="task-group__count">
              {group.tasks.length}
              {partial.has(group.key) && '+'}
            </span>
          </h2>
          <ul className="task-list">
            {group.tasks.map((task) => (
              <TaskCard key={task.id} task={task} overdue={group.key === 'overdue'} />
            ))}
          </ul>
        </section>
      ))}
      {(moreOpen || moreCompleted) && (
        <div className="task-groups__more">
          {moreOpen && <Button onClick={moreOpen}>Show more open tasks</Button>}
          {moreCompleted && <Button onClick={moreCompleted}>Show more completed tasks</Button>}
        </div>
      )}
    </div>
  );
}
