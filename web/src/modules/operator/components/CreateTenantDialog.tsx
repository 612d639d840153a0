import { OperatorCreateTenantInput, type Plan } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { createTenant, operatorTenantKeys } from '../queries';

const blank = { companyName: '', slug: '', plan: 'starter', owner: { name: '', email: '' } };

/** A new tenant and its first super admin, who gets an invitation by email. */
export function CreateTenantDialog({ plans, onClose }: { plans: Plan[]; onClose: () => void }) {
  const queryClient = useQueryClient();
  const create = useMutation({
    mutationFn: createTenant,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: operatorTenantKeys.all });
      onClose();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(OperatorCreateTenantInput, blank, create.mutateAsync);

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="New tenant"
      description="Its first user is its super admin, invited by email."
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <FormInput form={form} name="companyName" label="Company name" />
        <FormInput
          form={form}
          name="slug"
          label="Workspace address (slug)"
          hint="Its subdomain: letters, digits and hyphens"
        />
        <FormSelect
          form={form}
          name="plan"
          label="Plan"
          options={plans.map((plan) => ({ value: plan.id, label: `${plan.name} ($${plan.monthlyPrice})` }))}
        />
        <FormInput form={form} name="owner.name" label="First user's name" />
        <FormInput form={form} name="owner.email" label="First user's email" type="email" />
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={sending}>
            Create tenant
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
