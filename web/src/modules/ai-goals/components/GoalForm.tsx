import { goalMetrics, goalPeriods } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { createGoal, goalKeys } from '../queries';
import { periodLabel } from '../utils/goal-format';
import { blankGoal, GoalFormSchema } from '../utils/goal-form';

const metricOptions = Object.entries(goalMetrics).map(([value, m]) => ({ value, label: m.label }));
const periodOptions = goalPeriods.map((p) => ({ value: p, label: periodLabel[p] }));
const scopeOptions = [
  { value: 'me', label: 'Mine' },
  { value: 'team', label: 'Everything I can see (team)' },
];

/** A new goal: what to count, the target, the period and whose records count. */
export function GoalForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createGoal,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: goalKeys.all });
      onDone();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(GoalFormSchema, blankGoal, create.mutateAsync);
  const [metric, period] = form.watch(['metric', 'period']);
  return (
    <form className="card goal-form" onSubmit={submit} noValidate aria-label="New goal">
      <FormError message={formError} />
      <FormSelect form={form} name="metric" label="What to count" options={metricOptions} />
      <FormInput
        form={form}
        name="target"
        label={goalMetrics[metric].unit === 'usd' ? 'Target (US dollars)' : 'Target'}
        type="number"
        min={1}
      />
      <FormSelect form={form} name="period" label="Period" options={periodOptions} />
      <FormSelect form={form} name="scope" label="Whose records" options={scopeOptions} />
      {period === 'custom' && (
        <>
          <FormInput form={form} name="startsOn" label="Starts on" type="date" />
          <FormInput form={form} name="endsOn" label="Ends on" type="date" />
        </>
      )}
      <FormInput form={form} name="title" label="Name (optional)" placeholder="e.g. Q4 revenue" />
      <div className="goal-form__actions">
        <Button type="submit" variant="primary" busy={sending}>
          Create goal
        </Button>
        <Button onClick={onDone}>Cancel</Button>
      </div>
    </form>
  );
}
