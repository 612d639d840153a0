import { ChangePasswordInput } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { useChangePassword } from '../hooks/useAccountActions';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const { form, submit, formError, sending } = useSchemaForm(
    ChangePasswordInput,
    { currentPassword: '', newPassword: '' },
    async (input) => {
      await change.mutateAsync(input);
      form.reset();
    },
  );

  return (
    <form className="form security-form" onSubmit={submit} noValidate>
      <FormError message={formError} />
      <FormInput
        form={form}
        name="currentPassword"
        label="Current password"
        type="password"
        autoComplete="current-password"
      />
      <FormInput
        form={form}
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Your other sessions are signed out."
      />
      <Button type="submit" variant="primary" busy={sending}>
        Change password
      </Button>
    </form>
  );
}
