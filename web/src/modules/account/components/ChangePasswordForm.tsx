import { ChangePasswordInput } from '@smartcrm/contracts';
import type { FormEvent } from 'react';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { useChangePassword } from '../hooks/useAccountActions';

export function ChangePasswordForm() {
  const change = useChangePassword();
  const form = useFormFields({ currentPassword: '', newPassword: '' });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(ChangePasswordInput);
    if (!input) return;
    change.mutate(input, {
      onError: form.showServerError,
      onSuccess: () => {
        form.setField('currentPassword', '');
        form.setField('newPassword', '');
      },
    });
  }

  return (
    <form className="form security-form" onSubmit={submit} noValidate>
      <FormError message={form.formError} />
      <TextField
        label="Current password"
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        {...form.field('currentPassword')}
      />
      <TextField
        label="New password"
        name="newPassword"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Your other sessions are signed out."
        {...form.field('newPassword')}
      />
      <Button type="submit" variant="primary" busy={change.isPending}>
        Change password
      </Button>
    </form>
  );
}
