import { defaultBranding, OnboardClientInput } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { Path } from 'react-hook-form';
import { Link } from 'react-router-dom';
import '../partners.css';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { Page } from '../../../ui/Page';
import { FormError } from '../../auth/components/FormError';
import { plansQuery } from '../../plans/queries';
import { ColorField } from '../../white-label/components/ColorField';
import { onboardClient, partnerKeys } from '../queries';
import { wholeDollars } from '../utils/money';

const steps = ['Company', 'Branding', 'Plan', 'First user'] as const;
const blank = {
  companyName: '',
  slug: '',
  primaryColor: defaultBranding.primaryColor,
  secondaryColor: defaultBranding.secondaryColor,
  plan: 'starter',
  owner: { name: '', email: '' },
};
/** What each step checks before the next one opens (the server checks it all again). */
const stepFields: Path<OnboardClientInput>[][] = [
  ['companyName', 'slug'],
  ['primaryColor', 'secondaryColor'],
  ['plan'],
  ['owner.name', 'owner.email'],
];
/** The step that holds a field the server refused (a taken name is the company step's). */
const stepOf = (field: string) => stepFields.findIndex((names) => names.some((name) => name.split('.')[0] === field));

/** /partner-onboarding: a client workspace with its branding, plan and first user, created in one go. */
export function PartnerOnboardingPage() {
  const [step, setStep] = useState(0);
  const [logo, setLogo] = useState<File | null>(null);
  const plans = useQuery(plansQuery).data ?? [];
  const queryClient = useQueryClient();
  const onboard = useMutation({
    mutationFn: onboardClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
  });
  const { form, submit, formError, sending } = useSchemaForm(OnboardClientInput, blank, async (input) => {
    try {
      await onboard.mutateAsync({ input, logo });
    } catch (error) {
      const details = error instanceof ApiError ? (error.details as { field?: string } | undefined) : undefined;
      const field = error instanceof ApiError ? (error.issues[0]?.path.split('.')[0] ?? details?.field) : undefined;
      const at = field ? stepOf(field) : -1;
      if (at >= 0) setStep(at);
      throw error;
    }
  });
  const isLast = step === steps.length - 1;
  const values = form.watch();

  async function next(event: FormEvent) {
    if (isLast) return submit(event);
    event.preventDefault();
    if (await form.trigger(stepFields[step])) setStep(step + 1);
  }

  if (onboard.isSuccess) {
    return (
      <Page title="Client onboarded" subtitle={`${values.companyName} is ready`}>
        <div className="card onboard-done">
          <p>
            The workspace <strong>{onboard.data.tenant.slug}</strong> is on the{' '}
            {plans.find((p) => p.id === values.plan)?.name ?? values.plan} plan. {values.owner.name} (
            {values.owner.email}) was invited by email to sign in as its administrator.
          </p>
          {onboard.data.logoError && <p className="field__error">The logo was not saved: {onboard.data.logoError}</p>}
          <div className="onboard-done__links">
            <Link className="button button--primary" to="/partner-dashboard">
              Partner dashboard
            </Link>
            <Button
              onClick={() => {
                onboard.reset();
                setLogo(null);
                form.reset();
                setStep(0);
              }}
            >
              Onboard another client
            </Button>
          </div>
        </div>
      </Page>
    );
  }

  return (
    <Page title="Partner Onboarding" subtitle="Set up a client workspace under your agency">
      <ol className="wizard-steps" aria-label="Steps">
        {steps.map((label, index) => (
          <li
            key={label}
            className={`wizard-steps__step${index === step ? ' wizard-steps__step--current' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="wizard-steps__number">{index + 1}</span> {label}
          </li>
        ))}
      </ol>
      <form className="form card wizard" onSubmit={next} noValidate aria-label={steps[step]}>
        <FormError message={formError} />
        {step === 0 && (
          <>
            <FormInput form={form} name="companyName" label="Company name" />
            <FormInput
              form={form}
              name="slug"
              label="Workspace address (slug)"
              hint="Its subdomain: letters, digits and hyphens"
            />
          </>
        )}
        {step === 1 && (
          <>
            <ColorField control={form.control} name="primaryColor" label="Primary colour" />
            <ColorField control={form.control} name="secondaryColor" label="Secondary colour" />
            <div
              className="brand-preview"
              style={{ background: values.primaryColor, borderColor: values.secondaryColor }}
            >
              <span>{values.companyName || 'Client'}</span>
              <span className="brand-preview__accent" style={{ background: values.secondaryColor }} />
            </div>
            <div className="field">
              <label className="field__label" htmlFor="client-logo">
                Logo (optional)
              </label>
              <input
                id="client-logo"
                type="file"
                accept="image/png,image/jpeg,image/webp,image/svg+xml"
                onChange={(event) => setLogo(event.target.files?.[0] ?? null)}
              />
              <p className="field__hint">PNG, JPEG, WebP or SVG up to 512 KB; the client can change it later.</p>
            </div>
          </>
        )}
        {step === 2 && (
          <fieldset className="plan-choice">
            <legend className="field__label">Plan</legend>
            {plans.map((plan) => (
              <label
                key={plan.id}
                className={`plan-choice__option${values.plan === plan.id ? ' plan-choice__option--chosen' : ''}`}
              >
                <input type="radio" value={plan.id} {...form.register('plan')} />
                <strong>{plan.name}</strong> {wholeDollars(plan.monthlyPrice)} a month
              </label>
            ))}
          </fieldset>
        )}
        {step === 3 && (
          <>
            <FormInput form={form} name="owner.name" label="First user's name" />
            <FormInput
              form={form}
              name="owner.email"
              label="First user's email"
              type="email"
              hint="Invited by email as the workspace's super admin"
            />
          </>
        )}
        <div className="wizard__actions">
          {step > 0 && <Button onClick={() => setStep(step - 1)}>Back</Button>}
          <Button type="submit" variant="primary" busy={sending}>
            {isLast ? 'Create client' : 'Next'}
          </Button>
        </div>
      </form>
    </Page>
  );
}
