import { ForgotPasswordInput } from '@smartcrm/contracts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useForgotPassword } from '../hooks/useRecovery';
import { withWorkspace } from '../utils/workspace-field';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { WorkspaceChoice } from './WorkspaceChoice';

const backToSignIn = (
  <>
    Remembered it? <Link to="/signin">Sign in</Link>
  </>
);

/** /auth/forgot-password: the same answer whether or not the email has an account here. */
export function ForgotPasswordPage() {
  const { resolved, chooseWorkspace } = useTenant();
  const forgot = useForgotPassword();
  const [askWorkspace, setAskWorkspace] = useState(resolved === null);
  const { form, submit, formError, sending } = useSchemaForm(
    withWorkspace(ForgotPasswordInput, askWorkspace),
    { workspace: '', email: '' },
    ({ workspace, ...input }) => {
      if (workspace) chooseWorkspace(workspace);
      return forgot.mutateAsync(input);
    },
  );

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
        <FormError message={formError} />
        <WorkspaceChoice form={form} ask={askWorkspace} onAsk={() => setAskWorkspace(true)} />
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
        <Button type="submit" variant="primary" busy={sending}>
          Send reset link
        </Button>
      </form>
    </AuthLayout>
  );
}
