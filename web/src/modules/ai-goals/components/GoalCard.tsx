import type { Goal } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Lightbulb, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { recordLink } from '../../ai-assistants/utils/record-link';
import { deleteGoal, goalKeys, suggestionsQuery } from '../queries';
import { goalFigure, paceLabel, paceTone, periodLabel } from '../utils/goal-format';
import { ModelSource } from '../../ai-hub/components/ModelSource';

/** A goal: progress against the target, where it should be by today, the pace and the suggestions. */
export function GoalCard({ goal }: { goal: Goal }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const suggestions = useQuery({ ...suggestionsQuery(goal.id), enabled: open });
  const remove = useMutation({
    mutationFn: () => deleteGoal(goal.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: goalKeys.all }),
    onError: (error) => toast.error(error.message),
  });
  const expectedAt = Math.min(100, Math.round((goal.expected / goal.target) * 100));
  return (
    <article className="card goal-card" aria-label={goal.title}>
      <header className="goal-card__header">
        <div>
          <h2 className="goal-card__title">{goal.title}</h2>
          <p className="goal-card__meta">
            {periodLabel[goal.period]} · {goal.startsOn} to {goal.endsOn} · {goal.scope === 'me' ? 'Mine' : 'Team'}
          </p>
        </div>
        <span className={`badge ${paceTone[goal.pace] ? `badge--${paceTone[goal.pace]}` : ''}`}>
          {paceLabel[goal.pace]}
        </span>
      </header>
      <p className="goal-card__figures">
        <strong className="goal-card__current">{goalFigure(goal, goal.current)}</strong> of{' '}
        {goalFigure(goal, goal.target)}
        <span className="goal-card__percent"> ({goal.percent}%)</span>
      </p>
      <div
        className="goal-progress"
        role="progressbar"
        aria-label={`${goal.title} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={goal.percent}
      >
        <div className={`goal-progress__bar goal-progress__bar--${goal.pace}`} style={{ width: `${goal.percent}%` }} />
        <div
          className="goal-progress__expected"
          style={{ left: `${expectedAt}%` }}
          title="Where an even pace would be today"
        />
      </div>
      <p className="goal-card__meta">
        Expected by today {goalFigure(goal, goal.expected)} · projected {goalFigure(goal, goal.projected)} ·{' '}
        {goal.daysLeft} days left
      </p>
      <footer className="goal-card__actions">
        <Button size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
          <Lightbulb size={14} aria-hidden /> {open ? 'Hide suggestions' : 'How to reach it'}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          busy={remove.isPending}
          onClick={() => remove.mutate()}
          aria-label={`Delete ${goal.title}`}
        >
          <Trash2 size={14} aria-hidden />
        </Button>
      </footer>
      {open && (
        <div className="goal-suggestions">
          {suggestions.isLoading && <Spinner label="Working out suggestions" />}
          {suggestions.error && <p className="field__error">{suggestions.error.message}</p>}
          {suggestions.data && (
            <>
              <ul>
                {suggestions.data.suggestions.map((s) => (
                  <li key={s.title}>
                    <strong>{s.title}</strong>
                    <p>{s.detail}</p>
                    {s.references.length > 0 && (
                      <p className="goal-suggestions__refs">
                        {s.references.map((r, i) => (
                          <span key={r.id}>
                            {i > 0 && ', '}
                            <Link to={recordLink(r)}>{r.label}</Link>
                          </span>
                        ))}
                      </p>
                    )}
                  </li>
                ))}
              </ul>
              <p className="goal-card__meta">
                <ModelSource builtIn={suggestions.data.builtIn} model={suggestions.data.model} verb="Suggested" />
              </p>
            </>
          )}
        </div>
      )}
    </article>
  );
}
