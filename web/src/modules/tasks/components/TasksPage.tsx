import { useInfiniteQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { useTaskFilters } from '../hooks/useTaskFilters';
import { useTaskRealtime } from '../hooks/useTaskRealtime';
import { taskListQuery } from '../queries';
import { localToday } from '../utils/local-today';
import { QuickCreateTask } from './QuickCreateTask';
import { TaskFilters } from './TaskFilters';
import { TaskGroups } from './TaskGroups';
import '../tasks.css';

const pageSize = 100;

/** /tasks: open tasks grouped by due date, then the latest completed, with filters and quick add. */
export function TasksPage() {
  const { filters, set, query } = useTaskFilters();
  const today = localToday();
  const open = useInfiniteQuery(taskListQuery({ ...query, state: 'open', sort: 'dueDate', limit: pageSize }));
  const completed = useInfiniteQuery(taskListQuery({ ...query, state: 'completed', sort: '-completedAt', limit: 20 }));
  useTaskRealtime();
  const more = (list: typeof open) => (list.hasNextPage ? () => void list.fetchNextPage() : null);

  return (
    <section className="page tasks-page" aria-labelledby="page-title">
      <header className="page__header">
        <div>
          <h1 id="page-title" className="page__title">
            Tasks
          </h1>
          <p className="page__subtitle">Your day’s tasks, by due date</p>
        </div>
        <div className="page__actions">
          <Link to="/tasks/new" className="button button--primary">
            <Plus aria-hidden size={16} /> New Task
          </Link>
        </div>
      </header>
      <div className="tasks-page__toolbar">
        <QuickCreateTask />
        <TaskFilters filters={filters} onChange={set} />
      </div>
      {open.isError || completed.isError ? (
        <p className="form-error" role="alert">
          Could not load the tasks. <Button onClick={() => void open.refetch()}>Try again</Button>
        </p>
      ) : !open.data || !completed.data ? (
        <PageSpinner label="Loading tasks" />
      ) : (
        <TaskGroups
          open={open.data.pages.flatMap((p) => p.items)}
          completed={completed.data.pages.flatMap((p) => p.items)}
          today={today}
          moreOpen={more(open)}
          moreCompleted={more(completed)}
        />
      )}
    </section>
  );
}
