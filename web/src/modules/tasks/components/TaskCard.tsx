import type { Task } from '@smartcrm/contracts';
import clsx from 'clsx';
import { Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useToggleTask } from '../hooks/useTaskMutations';
import { TaskCardMenu } from './TaskCardMenu';
import { TaskMeta } from './TaskMeta';

/** One task: a completion checkbox, its title linking to /tasks/:id, its details and the card menu. */
export function TaskCard({ task, overdue }: { task: Task; overdue?: boolean }) {
  const toggle = useToggleTask();
  return (
    <li
      className={clsx('task-card', task.completed && 'task-card--done', task.isHighlighted && 'task-card--highlight')}
      data-testid="task-card"
    >
      <button
        type="button"
        className="task-card__check"
        aria-pressed={task.completed}
        aria-label={task.completed ? `Mark “${task.title}” incomplete` : `Mark “${task.title}” complete`}
        disabled={toggle.isPending}
        onClick={() => toggle.mutate({ task, completed: !task.completed })}
      >
        {task.completed && <Check aria-hidden size={14} />}
      </button>
      <div className="task-card__body">
        <Link to={`/tasks/${task.id}`} className="task-card__title">
          {task.title}
        </Link>
        {task.subtitle && <p className="task-card__subtitle">{task.subtitle}</p>}
        <TaskMeta task={task} overdue={overdue} />
      </div>
      {task.assigneeName && (
        <span className="task-card__assignee" title={`Assigned to ${task.assigneeName}`}>
          {task.assigneeName}
        </span>
      )}
      <TaskCardMenu task={task} />
    </li>
  );
}
