import type { Task } from '@smartcrm/contracts';
import clsx from 'clsx';
import { format, parseISO } from 'date-fns';
import { Briefcase, CalendarDays, User } from 'lucide-react';
import { taskTypeLabels } from '../utils/task-form';

/** A task's type, priority, due date and links, as small labelled chips. */
export function TaskMeta({ task, overdue }: { task: Task; overdue?: boolean }) {
  return (
    <div className="task-meta">
      <span className={clsx('task-chip', `task-chip--${task.priority}`)}>{task.priority}</span>
      <span className="task-chip">{taskTypeLabels[task.type]}</span>
      {task.dueDate && (
        <span className={clsx('task-meta__item', overdue && 'task-meta__item--overdue')}>
          <CalendarDays aria-hidden size={14} /> {format(parseISO(task.dueDate), 'MMM d, yyyy')}
        </span>
      )}
      {task.contactId && (
        <span className="task-meta__item">
          <User aria-hidden size={14} /> {task.contactName ?? 'Unknown Contact'}
        </span>
      )}
      {task.dealTitle && (
        <span className="task-meta__item">
          <Briefcase aria-hidden size={14} /> {task.dealTitle}
        </span>
      )}
      {task.status && <span className="task-meta__item muted">{task.status}</span>}
    </div>
  );
}
