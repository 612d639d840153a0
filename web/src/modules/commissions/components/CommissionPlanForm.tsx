import { CommissionPlanInput, Currency, type Member } from '@smartcrm/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { z } from 'zod';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { toMinor } from '../../quotes/utils/line-form';
import { commissionKeys, savePlan } from '../queries';

const optionalNumber = z.number({ error: 'must be a number' }).optional();

/** The quota typed in major units; a rate above quota becomes the plan's tier at 100 % attainment. */
const PlanForm = z
  .object({
    userId: z.string().min(1, 'choose a rep'),
    currency: Currency,
    ratePercent: z.number({ error: 'must be a number' }),
    quota: optionalNumber,
    overQuotaRate: optionalNumber,
  })
  .transform(
    ({ quota, overQuotaRate, ...plan }): z.input<typeof CommissionPlanInput> => ({
      ...plan,
      quota: quota === undefined || Number.isNaN(quota) ? null : toMinor(quota, plan.currency),
      tiers:
        overQuotaRate === undefined || Number.isNaN(overQuotaRate)
          ? []
          : [{ fromAttainment: 100, ratePercent: overQuotaRate }],
    }),
  )
  .pipe(CommissionPlanInput);

const number = { type: 'number', step: 'any', rules: { valueAsNumber: true } } as const;

/** Sets a rep's plan: a percentage of won deal value, optionally raised once the quota is met. */
export function CommissionPlanForm({ members }: { members: Member[] }) {
  const queryClient = useQueryClient();
  const { form, submit, sending, formError } = useSchemaForm(
    PlanForm,
    { userId: '', currency: 'USD', ratePercent: 10, quota: undefined, overQuotaRate: undefined },
    async (input) => {
      await savePlan(input);
      toast.success('Commission plan saved');
      await queryClient.invalidateQueries({ queryKey: commissionKeys.all });
    },
    { fieldOf: (path) => (path.startsWith('tiers') ? 'overQuotaRate' : path) },
  );
  return (
    <form className="commission-plan-form" onSubmit={submit} noValidate aria-label="Commission plan">
      <FormSelect
        form={form}
        name="userId"
        label="Rep"
        options={[{ value: '', label: 'Choose a rep' }, ...members.map((m) => ({ value: m.userId, label: m.name }))]}
      />
      <FormInput form={form} name="currency" label="Currency" maxLength={3} className="commission-plan-form__short" />
      <FormInput form={form} name="ratePercent" label="Rate %" {...number} />
      <FormInput form={form} name="quota" label="Quota per period" {...number} />
      <FormInput form={form} name="overQuotaRate" label="Rate % once quota is met" {...number} />
      <Button type="submit" busy={sending}>
        Save plan
      </Button>
      {formError && <p role="alert">{formError}</p>}
    </form>
  );
}
