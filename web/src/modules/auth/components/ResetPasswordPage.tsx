import { ResetPasswordInput } from '@smartcrm/contracts';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
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
  const { form, submit, formError, sending } = useSchemaForm(
    // The token is the link's: a refusal of it is said above the form, not on a field.
    ResetPasswordInput.omit({ token: true }),
    { password: '' },
    async ({ password }) => {
      await reset.mutateAsync({ token: token ?? '', password });
      toast.success('Your password is changed. Sign in with the new one.');
      navigate('/signin', { replace: true });
    },
  );

  if (!token)
    return <InvalidLink what="reset link" action={<Link to="/auth/forgot-password">Ask for a new one</Link>} />;

  return (
    <AuthLayout
      title="Choose a new password"
      subtitle="You will be signed out everywhere, then sign in with the new password."
      footer={<Link to="/auth/forgot-password">Need a new link?</Link>}
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <FormInput
          form={form}
          name="password"
          label="New password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
        />
        <Button type="submit" variant="primary" busy={sending}>
          Set new password
        </Button>
      </form>
    </AuthLayout>
  );
}
