import { defaultBranding, SignUpInput } from '@smartcrm/contracts';
import { type FormEvent, useState } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useSignUp } from '../hooks/useAuthMutations';
import { useFormFields } from '../hooks/useFormFields';
import { useSession } from '../hooks/useSession';
import { suggestSlug, workspaceHost } from '../utils/workspace-slug';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';

export function SignUpPage() {
  const { user } = useSession();
  const { resolved } = useTenant();
  const signUp = useSignUp();
  const form = useFormFields({
    companyName: '',
    slug: '',
    primaryColor: defaultBranding.primaryColor,
    name: '',
    email: '',
    password: '',
  });
  const [slugEdited, setSlugEdited] = useState(false);

  if (user) return <Navigate to="/dashboard" replace />;

  function changeCompanyName(value: string) {
    form.setField('companyName', value);
    if (!slugEdited) form.setField('slug', suggestSlug(value));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(SignUpInput);
    if (!input) return;
    signUp.mutate(input, {
      onError: form.showServerError,
      onSuccess: ({ tenant }) => {
        // The cookie is host-only: on a host naming another tenant, sign in again on the new one's host.
        if (resolved?.source === 'host' && resolved.identifier !== tenant.slug) {
          window.location.assign(`//${workspaceHost(tenant.slug, window.location.host)}/signin?next=/dashboard`);
        }
      },
    });
  }

  return (
    <AuthLayout
      title="Create your workspace"
      subtitle="Start with SmartCRM in under a minute."
      footer={
        <>
          Already have a workspace? <Link to="/signin">Sign in</Link>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        <TextField
          label="Company name"
          name="companyName"
          autoComplete="organization"
          value={form.values.companyName}
          onChange={changeCompanyName}
          error={form.errors.companyName}
        />
        <TextField
          label="Workspace"
          name="slug"
          autoComplete="off"
          spellCheck={false}
          hint={workspaceHost(form.values.slug, window.location.host)}
          value={form.values.slug}
          onChange={(value) => {
            setSlugEdited(true);
            form.setField('slug', value.toLowerCase());
          }}
          error={form.errors.slug}
        />
        <TextField
          label="Brand colour"
          name="primaryColor"
          type="color"
          className="field__input field__input--color"
          hint="Buttons, links and highlights use it; change it any time."
          {...form.field('primaryColor')}
        />
        <TextField label="Your name" name="name" autoComplete="name" {...form.field('name')} />
        <TextField label="Email" name="email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
          {...form.field('password')}
        />
        <Button type="submit" variant="primary" busy={signUp.isPending}>
          Create workspace
        </Button>
      </form>
    </AuthLayout>
  );
}
