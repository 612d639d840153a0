import { ForgotPasswordInput, TenantSlug } from '@smartcrm/contracts';
import { MailCheck } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useFormFields } from '../hooks/useFormFields';
import { useForgotPassword } from '../hooks/useRecovery';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { WorkspaceSummary } from './WorkspaceSummary';

const backToSignIn = (
  <>
    Remembered it? <Link to="/signin">Sign in</Link>
  </>
);

/** /auth/forgot-password: the same answer whether or not the email has an account here. */
export function ForgotPasswordPage() {
  const { resolved, chooseWorkspace } = useTenant();
  const forgot = useForgotPassword();
  const form = useFormFields({ workspace: '', email: '' });
  const [askWorkspace, setAskWorkspace] = useState(resolved === null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const slug = askWorkspace ? form.validateField('workspace', TenantSlug) : null;
    const input = form.validate(ForgotPasswordInput);
    if (!input || (askWorkspace && !slug)) return;
    if (slug) chooseWorkspace(slug);
    forgot.mutate(input, { onError: form.showServerError });
  }

  if (forgot.isSuccess) {
    return (
      <AuthLayout title="Check your email" subtitle="A reset link is on its way." footer={backToSignIn}>
        <div className="auth-card__message">
          <MailCheck aria-hidden size={28} className="auth-card__icon" />
          <p>
            If <strong>{forgot.variables.email}</strong> has an account in this workspace, it gets an email with a link
            to choose a new password. The link works once, for 1 hour.
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="Enter your email and we will send you a link to choose a new one."
      footer={backToSignIn}
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        {askWorkspace ? (
          <TextField
            label="Workspace"
            name="workspace"
            autoComplete="organization"
            hint="Your workspace name, e.g. acme"
            {...form.field('workspace')}
          />
        ) : (
          <WorkspaceSummary onChange={() => setAskWorkspace(true)} />
        )}
        <TextField label="Email" name="email" type="email" autoComplete="email" {...form.field('email')} />
        <Button type="submit" variant="primary" busy={forgot.isPending}>
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
