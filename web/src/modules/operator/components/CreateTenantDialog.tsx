import { OperatorCreateTenantInput, type Plan } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { createTenant, operatorTenantKeys } from '../queries';

const blank = { companyName: '', slug: '', plan: 'starter', ownerName: '', ownerEmail: '' };

const tenantForm = {
  safeParse: (values: unknown) => {
    const { ownerName, ownerEmail, ...rest } = values as typeof blank;
    return OperatorCreateTenantInput.safeParse({ ...rest, owner: { name: ownerName, email: ownerEmail } });
  },
};

/** A new tenant and its first super admin, who gets an invitation by email. */
export function CreateTenantDialog({ plans, onClose }: { plans: Plan[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const form = useFormFields(blank);
  const create = useMutation({
    mutationFn: createTenant,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorTenantKeys.all });
      onClose();
    },
    onError: form.showServerError,
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(tenantForm);
    if (input) create.mutate(input);
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New tenant"
      description="Its first user is its super admin, invited by email."
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField label="Company name" {...form.field('companyName')} />
        <TextField
          label="Workspace address (slug)"
          hint="Its subdomain: letters, digits and hyphens"
          {...form.field('slug')}
        />
        <SelectField
          label="Plan"
          value={form.values.plan}
          options={plans.map((plan) => ({ value: plan.id, label: `${plan.name} ($${plan.monthlyPrice})` }))}
          onChange={(value) => form.setField('plan', value)}
        />
        <TextField label="First user's name" {...form.field('ownerName')} />
        <TextField label="First user's email" type="email" {...form.field('ownerEmail')} />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={create.isPending}>
            Create tenant
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
