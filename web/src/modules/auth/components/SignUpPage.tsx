import { CreateTenantInput, defaultBranding, SignUpInput, trialDays } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { pricingQuery } from '../../public-forms/queries';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useSignUp } from '../hooks/useAuthMutations';
import { useFormFields } from '../hooks/useFormFields';
import { useSession } from '../hooks/useSession';
import { suggestSlug, workspaceHost } from '../utils/workspace-slug';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';

/** The plan a trial starts on when the visitor picked none: the contracts' default (the whole product). */
const defaultTrialPlan = CreateTenantInput.shape.plan.parse(undefined);

/** /signup and /register: a new workspace on its free trial, on the plan picked on the pricing section. */
export function SignUpPage() {
  const { user } = useSession();
  const { resolved } = useTenant();
  const signUp = useSignUp();
  const [params] = useSearchParams();
  const pricing = useQuery(pricingQuery);
  const form = useFormFields({
    plan: params.get('plan') ?? defaultTrialPlan,
    companyName: '',
    slug: '',
    primaryColor: defaultBranding.primaryColor,
    name: '',
    email: '',
    password: '',
  });
  const [slugEdited, setSlugEdited] = useState(false);

  if (user) return <Navigate to="/dashboard" replace />;

  const plans = pricing.data?.plans ?? [];
  const chosen = plans.find((plan) => plan.id === form.values.plan);

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
      title="Start your free trial"
      subtitle={`${trialDays} days free${chosen ? ` on ${chosen.name}` : ''}. No credit card required.`}
      footer={
        <>
          Already have a workspace? <Link to="/signin">Sign in</Link>
        </>
      }
    >
      <form className="form" onSubmit={submit} noValidate>
        <FormError message={form.formError} />
        {plans.length > 0 && (
          <SelectField
            label="Plan"
            name="plan"
            options={plans.map((plan) => ({
              value: plan.id,
              label: `${plan.name}: $${plan.monthlyPrice}/month after the trial`,
            }))}
            {...form.field('plan')}
          />
        )}
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
