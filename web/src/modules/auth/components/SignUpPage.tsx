import { CreateTenantInput, defaultBranding, SignUpInput, trialDays } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { pricingQuery } from '../../public-forms/queries';
import { useTenant } from '../../tenant/hooks/useTenant';
import { useSignUp } from '../hooks/useAuthMutations';
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
  const { form, submit, formError, sending } = useSchemaForm(
    SignUpInput,
    {
      plan: params.get('plan') ?? defaultTrialPlan,
      companyName: '',
      slug: '',
      primaryColor: defaultBranding.primaryColor,
      name: '',
      email: '',
      password: '',
    },
    async (input) => {
      const { tenant } = await signUp.mutateAsync(input);
      // The cookie is host-only: on a host naming another tenant, sign in again on the new one's host.
      if (resolved?.source === 'host' && resolved.identifier !== tenant.slug) {
        window.location.assign(`//${workspaceHost(tenant.slug, window.location.host)}/signin?next=/dashboard`);
      }
    },
  );
  const [slugEdited, setSlugEdited] = useState(false);

  if (user) return <Navigate to="/dashboard" replace />;

  const plans = pricing.data?.plans ?? [];
  const chosen = plans.find((plan) => plan.id === form.watch('plan'));
  /** The slug follows the company name until it is typed in; it is always lower case. */
  const setSlug = (slug: string) =>
    form.setValue('slug', slug.toLowerCase(), { shouldValidate: form.formState.isSubmitted });

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
        <FormError message={formError} />
        {plans.length > 0 && (
          <FormSelect
            form={form}
            name="plan"
            label="Plan"
            options={plans.map((plan) => ({
              value: plan.id,
              label: `${plan.name}: $${plan.monthlyPrice}/month after the trial`,
            }))}
          />
        )}
        <FormInput
          form={form}
          name="companyName"
          label="Company name"
          autoComplete="organization"
          rules={{ onChange: (event) => slugEdited || setSlug(suggestSlug(event.target.value)) }}
        />
        <FormInput
          form={form}
          name="slug"
          label="Workspace"
          autoComplete="off"
          spellCheck={false}
          hint={workspaceHost(form.watch('slug') ?? '', window.location.host)}
          rules={{
            onChange: (event) => {
              setSlugEdited(true);
              setSlug(event.target.value);
            },
          }}
        />
        <FormInput
          form={form}
          name="primaryColor"
          label="Brand colour"
          type="color"
          className="field__input--color"
          hint="Buttons, links and highlights use it; change it any time."
        />
        <FormInput form={form} name="name" label="Your name" autoComplete="name" />
        <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
        <FormInput
          form={form}
          name="password"
          label="Password"
          type="password"
          autoComplete="new-password"
          hint="At least 8 characters"
        />
        <Button type="submit" variant="primary" busy={sending}>
          Create workspace
        </Button>
      </form>
    </AuthLayout>
  );
}
