import { SignInInput, TenantSlug } from '@smartcrm/contracts';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useSignIn } from '../hooks/useAuthMutations';
import { useFormFields } from '../hooks/useFormFields';
import { useSession } from '../hooks/useSession';
import { nextPath } from '../utils/next-path';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { WorkspaceSummary } from './WorkspaceSummary';

export function SignInPage() {
  const { user } = useSession();
  const { resolved, chooseWorkspace } = useTenant();
  const location = useLocation();
  const signIn = useSignIn();
  const form = useFormFields({ workspace: '', email: '', password: '' });
  const [askWorkspace, setAskWorkspace] = useState(resolved === null);

  if (user) return <Navigate to={nextPath(location.search, location.state)} replace />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const slug = askWorkspace ? form.validateField('workspace', TenantSlug) : null;
    const input = form.validate(SignInInput);
    if (!input || (askWorkspace && !slug)) return;
    if (slug) chooseWorkspace(slug);
    signIn.mutate(input, { onError: form.showServerError });
  }

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
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <Link to="/auth/forgot-password" className="auth-card__aside">
          Forgot password?
        </Link>
        <Button type="submit" variant="primary" busy={signIn.isPending}>
          Sign in
        </Button>
      </form>
    </AuthLayout>
  );
}
