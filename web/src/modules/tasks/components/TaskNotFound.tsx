import { ListChecks } from 'lucide-react';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';

export function TaskNotFound() {
  return (
    <Page title="Task">
      <EmptyState icon={ListChecks} title="Task not found">
        <p>It may have been deleted, or it is not shared with you.</p>
        <Link to="/tasks" className="button button--secondary">
          Back to tasks
        </Link>
      </EmptyState>
    </Page>
  );
}
