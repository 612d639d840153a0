import { useQuery } from '@tanstack/react-query';
import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import '../ai-goals.css';
import { goalsQuery } from '../queries';
import { GoalCard } from './GoalCard';
import { GoalForm } from './GoalForm';

/** AI Goals: targets with progress from the CRM's own records, the pace, and how to close the gap. */
export function GoalsPage() {
  const goals = useQuery(goalsQuery());
  const [adding, setAdding] = useState(false);
  return (
    <Page
      title="AI Goals"
      subtitle="Progress is counted from your deals, calls, contacts, tasks and meetings."
      actions={
        !adding && (
          <Button variant="primary" onClick={() => setAdding(true)}>
            <Plus size={16} aria-hidden /> New goal
          </Button>
        )
      }
    >
      {adding && <GoalForm onDone={() => setAdding(false)} />}
      {goals.isLoading && <Spinner label="Loading goals" />}
      {goals.error && <p className="field__error">{goals.error.message}</p>}
      {goals.data?.length === 0 && !adding && (
        <EmptyState icon={Target} title="No goals yet">
          <p>Set a target, such as revenue this quarter or calls this week, and follow it here.</p>
        </EmptyState>
      )}
      <div className="goal-grid">
        {goals.data?.map((goal) => (
          <GoalCard key={goal.id} goal={goal} />
        ))}
      </div>
    </Page>
  );
}
