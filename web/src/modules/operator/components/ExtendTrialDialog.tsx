import { ExtendTrialInput, type TenantSummary } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { extendTrial, operatorTenantKeys } from '../queries';

const daysForm = {
  safeParse: (values: unknown) => ExtendTrialInput.safeParse({ days: Number((values as { days: string }).days) }),
};

/** More days of free trial for a prospect still deciding; an expired workspace can write again at once. */
export function ExtendTrialDialog({ tenant, onClose }: { tenant: TenantSummary; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useFormFields({ days: '14' });
  const extend = useMutation({
    mutationFn: (days: number) => extendTrial(tenant.id, days),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorTenantKeys.all });
      onClose();
    },
    onError: form.showServerError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(daysForm);
    if (input) extend.mutate(input.days);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Extend the trial of ${tenant.companyName}`}
      description="The days count from the trial's end, or from today when it has already ended."
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField label="Days" type="number" min={1} max={90} inputMode="numeric" {...form.field('days')} />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={extend.isPending}>
            Extend trial
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
