import { AcceptInviteInput } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { PageSpinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useAcceptInvite } from '../hooks/useAuthMutations';
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
  const { form, submit, formError, sending } = useSchemaForm(
    // The token is the link's: a refusal of it is said above the form, not on a field.
    AcceptInviteInput.omit({ token: true }),
    { name: '', password: '' },
    async (input) => {
      await accept.mutateAsync({ ...input, token });
      navigate('/dashboard', { replace: true });
    },
  );
  const invitedName = preview.data?.name;
  const { setValue } = form;
  useEffect(() => {
    if (invitedName) setValue('name', invitedName);
  }, [invitedName, setValue]);

  const askAgain = <Link to="/signin">Go to sign in</Link>;
  if (!token || preview.isError) return <InvalidLink what="invitation" action={askAgain} />;
  if (preview.isPending) return <PageSpinner label="Checking your invitation" />;

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
        <FormError message={formError} />
        <FormInput form={form} name="name" label="Your name" autoComplete="name" />
        <FormInput
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
        />
        <Button type="submit" variant="primary" busy={sending}>
          Join workspace
        </Button>
      </form>
    </AuthLayout>
  );
}
