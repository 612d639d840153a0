import { AcceptInviteInput } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { PageSpinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useAcceptInvite } from '../hooks/useAuthMutations';
import { useFormFields } from '../hooks/useFormFields';
import { invitePreviewQuery } from '../hooks/useRecovery';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';
import { InvalidLink } from './InvalidLink';

/** /auth/accept-invite?token=…: the invitee names themselves, sets a password and is signed in. */
export function AcceptInvitePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const navigate = useNavigate();
  const { tenant } = useTenant();
  const preview = useQuery({ ...invitePreviewQuery(token), enabled: token.length > 0 });
  const accept = useAcceptInvite();
  const form = useFormFields({ token, name: '', password: '' });
  const invitedName = preview.data?.name;
  const { setField } = form;
  useEffect(() => {
    if (invitedName) setField('name', invitedName);
  }, [invitedName, setField]);

  const askAgain = <Link to="/signin">Go to sign in</Link>;
  if (!token || preview.isError) return <InvalidLink what="invitation" action={askAgain} />;
  if (preview.isPending) return <PageSpinner label="Checking your invitation" />;

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(AcceptInviteInput);
    if (!input) return;
    accept.mutate(input, { onError: form.showServerError, onSuccess: () => navigate('/dashboard', { replace: true }) });
  }

  return (
    <AuthLayout
      title={`Join ${tenant?.branding.companyName ?? 'your team'}`}
      subtitle={`You were invited as ${preview.data.email}. Choose your name and a password.`}
      footer={
        <>
          Already set up? <Link to="/signin">Sign in</Link>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField label="Your name" name="name" autoComplete="name" {...form.field('name')} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...form.field('password')}
        />
        <Button type="submit" variant="primary" busy={accept.isPending}>
          Join workspace
        </Button>
      </form>
    </AuthLayout>
  );
}
