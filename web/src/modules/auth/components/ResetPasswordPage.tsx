import { Password } from '@smartcrm/contracts';
import type { FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useFormFields } from '../hooks/useFormFields';
import { useResetPassword } from '../hooks/useRecovery';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { InvalidLink } from './InvalidLink';

/** /auth/reset-password?token=…: a new password from an emailed link; every session ends. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useFormFields({ password: '' });

  if (!token)
    return <InvalidLink what="reset link" action={<Link to="/auth/forgot-password">Ask for a new one</Link>} />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const password = form.validateField('password', Password);
    if (!password || !token) return;
    reset.mutate(
      { token, password },
      {
        onError: form.showServerError,
        onSuccess: () => {
          toast.success('Your password is changed. Sign in with the new one.');
          navigate('/signin', { replace: true });
        },
      },
    );
  }

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="You will be signed out everywhere, then sign in with the new password."
      footer={<Link to="/auth/forgot-password">Need a new link?</Link>}
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...form.field('password')}
        />
        <Button type="submit" variant="primary" busy={reset.isPending}>
          Set new password
        </Button>
      </form>
    </AuthLayout>
  );
}
