import { ExtendTrialInput, type TenantSummary } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { extendTrial, operatorTenantKeys } from '../queries';

/** More days of free trial for a prospect still deciding; an expired workspace can write again at once. */
export function ExtendTrialDialog({ tenant, onClose }: { tenant: TenantSummary; onClose: () => void }) {
  const queryClient = useQueryClient();
  const extend = useMutation({
    mutationFn: (days: number) => extendTrial(tenant.id, days),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorTenantKeys.all });
      onClose();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(ExtendTrialInput, { days: 14 }, ({ days }) =>
    extend.mutateAsync(days),
  );

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Extend the trial of ${tenant.companyName}`}
      description="The days count from the trial's end, or from today when it has already ended."
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <FormInput
          form={form}
          name="days"
          label="Days"
          type="number"
          min={1}
          max={90}
          inputMode="numeric"
          rules={{ valueAsNumber: true }}
        />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={sending}>
            Extend trial
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
