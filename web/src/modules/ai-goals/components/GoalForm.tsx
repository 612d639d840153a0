import {
  fieldIssues,
  GoalInput,
  type GoalMetric,
  type GoalPeriod,
  goalMetrics,
  goalPeriods,
} from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { issuesByField } from '../../../ui/form/server-issues';
import { TextField } from '../../../ui/TextField';
import { createGoal, goalKeys } from '../queries';
import { periodLabel } from '../utils/goal-format';

/** A new goal: what to count, the target, the period and whose records count. */
export function GoalForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [metric, setMetric] = useState<GoalMetric>('revenue');
  const [title, setTitle] = useState('');
  const [target, setTarget] = useState('');
  const [period, setPeriod] = useState<GoalPeriod>('this_quarter');
  const [scope, setScope] = useState<'me' | 'team'>('me');
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useMutation({
    mutationFn: createGoal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: goalKeys.all });
      onDone();
    },
    onError: (error) => setErrors(error instanceof ApiError ? issuesByField(error.issues) : { title: error.message }),
  });
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const input = {
      title: title || `${goalMetrics[metric].label} ${periodLabel[period].toLowerCase()}`,
      metric,
      target: target === '' ? 0 : Number(target),
      period,
      scope,
      ...(period === 'custom' ? { startsOn: startsOn || undefined, endsOn: endsOn || undefined } : {}),
    };
    const parsed = GoalInput.safeParse(input);
    if (!parsed.success) return setErrors(issuesByField(fieldIssues(parsed.error)));
    setErrors({});
    create.mutate(input);
  };
  return (
    <form className="card goal-form" onSubmit={submit} noValidate aria-label="New goal">
      <SelectField
        label="What to count"
        value={metric}
        onChange={(v) => setMetric(v as GoalMetric)}
        options={Object.entries(goalMetrics).map(([value, m]) => ({ value, label: m.label }))}
      />
      <TextField
        label={goalMetrics[metric].unit === 'usd' ? 'Target (US dollars)' : 'Target'}
        type="number"
        min={1}
        value={target}
        onChange={setTarget}
        error={errors.target}
      />
      <SelectField
        label="Period"
        value={period}
        onChange={(v) => setPeriod(v as GoalPeriod)}
        options={goalPeriods.map((p) => ({ value: p, label: periodLabel[p] }))}
      />
      <SelectField
        label="Whose records"
        value={scope}
        onChange={(v) => setScope(v as 'me' | 'team')}
        options={[
          { value: 'me', label: 'Mine' },
          { value: 'team', label: 'Everything I can see (team)' },
        ]}
      />
      {period === 'custom' && (
        <>
          <TextField label="Starts on" type="date" value={startsOn} onChange={setStartsOn} error={errors.startsOn} />
          <TextField label="Ends on" type="date" value={endsOn} onChange={setEndsOn} error={errors.endsOn} />
        </>
      )}
      <TextField
        label="Name (optional)"
        value={title}
        onChange={setTitle}
        error={errors.title}
        placeholder="e.g. Q4 revenue"
      />
      <div className="goal-form__actions">
        <Button type="submit" variant="primary" busy={create.isPending}>
          Create goal
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
