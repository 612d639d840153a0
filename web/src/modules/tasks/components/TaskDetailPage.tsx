import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { CheckCircle2, Circle, Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { PageSpinner } from '../../../ui/Spinner';
import { useDeleteTask, useToggleTask } from '../hooks/useTaskMutations';
import { useTaskRealtime } from '../hooks/useTaskRealtime';
import { taskQuery } from '../queries';
import { localToday } from '../utils/local-today';
import { TaskMeta } from './TaskMeta';
import { TaskNotFound } from './TaskNotFound';
import '../tasks.css';

/** /tasks/:id: the task, its links, and Mark Complete / Mark Incomplete, Edit Task, Delete. */
export function TaskDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const task = useQuery(taskQuery(id));
  const toggle = useToggleTask();
  const remove = useDeleteTask();
  useTaskRealtime();
  if (task.isError) return <TaskNotFound />;
  if (!task.data) return <PageSpinner label="Loading the task" />;
  const t = task.data;
  const overdue = !t.completed && t.dueDate !== null && t.dueDate < localToday();
  return (
    <Page
      title={t.title}
      subtitle={t.subtitle ?? undefined}
      actions={
        <div className="detail-actions">
          <Button
            variant="primary"
            busy={toggle.isPending}
            onClick={() => toggle.mutate({ task: t, completed: !t.completed })}
          >
            {t.completed ? <Circle aria-hidden size={16} /> : <CheckCircle2 aria-hidden size={16} />}
            {t.completed ? 'Mark Incomplete' : 'Mark Complete'}
          </Button>
          <Link to={`/tasks/${t.id}/edit`} className="button button--secondary">
            <Pencil aria-hidden size={16} /> Edit Task
          </Link>
          <Button
            variant="danger"
            busy={remove.isPending}
            onClick={() => remove.mutate(t, { onSuccess: () => navigate('/tasks') })}
          >
            <Trash2 aria-hidden size={16} /> Delete
          </Button>
        </div>
      }
    >
      <div className="card task-detail">
        <p className="task-detail__state" data-testid="task-state">
          {t.completed
            ? `Completed ${t.completedAt ? format(parseISO(t.completedAt), 'MMM d, yyyy h:mm a') : ''}`
            : overdue
              ? 'Overdue'
              : 'Open'}
        </p>
        <TaskMeta task={t} overdue={overdue} />
        <dl className="task-detail__facts">
          <dt>Assignee</dt>
          <dd>{t.assigneeName ?? 'Nobody'}</dd>
          {t.contactId && (
            <>
              <dt>Contact</dt>
              <dd>
                <Link to={`/contacts/${t.contactId}`}>{t.contactName ?? 'Unknown Contact'}</Link>
              </dd>
            </>
          )}
          {t.dealId && (
            <>
              <dt>Deal</dt>
              <dd>
                <Link to={`/pipeline?deal=${t.dealId}`}>{t.dealTitle ?? 'Deleted deal'}</Link>
              </dd>
            </>
          )}
          <dt>Created</dt>
          <dd>{format(parseISO(t.createdAt), 'MMM d, yyyy')}</dd>
        </dl>
        <Link to="/tasks">← All tasks</Link>
      </div>
    </Page>
  );
}
