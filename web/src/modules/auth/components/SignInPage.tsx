import { SignInInput } from '@smartcrm/contracts';
import { useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useSignIn } from '../hooks/useAuthMutations';
import { useSession } from '../hooks/useSession';
import { nextPath } from '../utils/next-path';
import { withWorkspace } from '../utils/workspace-field';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { WorkspaceChoice } from './WorkspaceChoice';

export function SignInPage() {
  const { user } = useSession();
  const { resolved, chooseWorkspace } = useTenant();
  const location = useLocation();
  const signIn = useSignIn();
  const [askWorkspace, setAskWorkspace] = useState(resolved === null);
  const { form, submit, formError, sending } = useSchemaForm(
    withWorkspace(SignInInput, askWorkspace),
    { workspace: '', email: '', password: '' },
    ({ workspace, ...input }) => {
      if (workspace) chooseWorkspace(workspace);
      return signIn.mutateAsync(input);
    },
  );

  if (user) return <Navigate to={nextPath(location.search, location.state)} replace />;

  return (
    <AuthLayout
      title="Sign in"
      subtitle="Welcome back. Sign in to your workspace."
      footer={
        <>
          New to SmartCRM? <Link to="/signup">Create a workspace</Link>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={formError} />
        <WorkspaceChoice form={form} ask={askWorkspace} onAsk={() => setAskWorkspace(true)} />
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
        <FormInput form={form} name="password" label="Password" type="password" autoComplete="current-password" />
        <Link to="/auth/forgot-password" className="auth-card__aside">
          Forgot password?
        </Link>
        <Button type="submit" variant="primary" busy={sending}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
