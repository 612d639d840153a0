import { featureNames, type Plan } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormInput, FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { createPlan, planKeys, updatePlan } from '../queries';
import { featureLabel } from '../utils/plan-format';
import { planFieldOf, planFormSchema, planFormValues } from '../utils/plan-form';

/** Creates a plan (`plan` null) or edits one; the server validates and names a bad field. */
export function PlanDialog({ plan, onClose }: { plan: Plan | null; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: ({ id, ...body }: ReturnType<ReturnType<typeof planFormSchema>['parse']>) =>
      plan ? updatePlan(plan.id, { ...body, version: plan.version }) : createPlan({ ...body, id }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: planKeys.all });
      onClose();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(
    planFormSchema(!plan),
    planFormValues(plan),
    save.mutateAsync,
    { fieldOf: planFieldOf },
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title={plan ? `Edit ${plan.name}` : 'New plan'}>
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        {!plan && <FormInput form={form} name="id" label="Plan id" hint="Letters, digits and hyphens, e.g. growth" />}
        <FormInput form={form} name="name" label="Name" />
        <FormInput form={form} name="price" label="Monthly price (US dollars)" inputMode="numeric" />
        <div className="plan-form__limits">
          <FormInput form={form} name="users" label="Max users" inputMode="numeric" hint="Blank: unlimited" />
          <FormInput form={form} name="contacts" label="Max contacts" inputMode="numeric" hint="Blank: unlimited" />
          <FormInput
            form={form}
            name="aiCredits"
            label="AI credits a month"
            inputMode="numeric"
            hint="Blank: unlimited"
          />
        </div>
        <fieldset className="plan-form__features">
          <legend className="field__label">Product areas</legend>
          {featureNames.map((feature) => (
            <label key={feature} className="plan-form__feature">
              <input type="checkbox" className="checkbox" value={feature} {...form.register('features')} />{' '}
              {featureLabel(feature)}
            </label>
          ))}
        </fieldset>
        <fieldset className="plan-form__pricing">
          <legend className="field__label">Public pricing section</legend>
          <label className="plan-form__feature">
            <input type="checkbox" className="checkbox" {...form.register('listed')} /> Offered on the pricing section
            (visitors can start a trial on it)
          </label>
          <label className="plan-form__feature">
            <input type="checkbox" className="checkbox" {...form.register('popular')} /> Marked "Most Popular"
          </label>
          <FormTextarea
            form={form}
            name="highlights"
            label="Lines under the price (one per line)"
            className="plan-form__highlights"
            rows={5}
          />
        </fieldset>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={sending}>
            Save plan
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
