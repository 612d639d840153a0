import { defaultBranding, Email, OnboardClientInput, PersonName } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import '../partners.css';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Page } from '../../../ui/Page';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
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
  ownerName: '',
  ownerEmail: '',
};
/** What each step checks before the next one opens (the server checks it all again). */
const stepSchemas: z.ZodObject[] = [
  OnboardClientInput.pick({ companyName: true, slug: true }),
  OnboardClientInput.pick({ primaryColor: true, secondaryColor: true }),
  OnboardClientInput.pick({ plan: true }),
  z.object({ ownerName: PersonName, ownerEmail: Email }),
];
const toInput = ({ ownerName, ownerEmail, ...rest }: typeof blank): OnboardClientInput =>
  OnboardClientInput.parse({ ...rest, owner: { name: ownerName, email: ownerEmail } });

/** /partner-onboarding: a client workspace with its branding, plan and first user, created in one go. */
export function PartnerOnboardingPage() {
  const [step, setStep] = useState(0);
  const [logo, setLogo] = useState<File | null>(null);
  const form = useFormFields(blank);
  const plans = useQuery(plansQuery).data ?? [];
  const queryClient = useQueryClient();
  const onboard = useMutation({
    mutationFn: onboardClient,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: partnerKeys.all }),
    onError: (error) => {
      form.showServerError(error);
      // Back to the step that holds the refused field (a taken name is the company step's).
      const details = error instanceof ApiError ? (error.details as { field?: string } | undefined) : undefined;
      const field = error instanceof ApiError ? (error.issues[0]?.path.split('.')[0] ?? details?.field) : undefined;
      const key = field === 'owner' ? 'ownerEmail' : field;
      const at = key ? stepSchemas.findIndex((schema) => key in schema.shape) : -1;
      if (at >= 0) setStep(at);
    },
  });

  function next(event: FormEvent) {
    event.preventDefault();
    if (form.validate(stepSchemas[step]!) === null) return;
    if (isLast) onboard.mutate({ input: toInput(form.values), logo });
    else setStep(step + 1);
  }
  const isLast = step === steps.length - 1;
  const { values } = form;

  if (onboard.isSuccess) {
    return (
      <Page title="Client onboarded" subtitle={`${values.companyName} is ready`}>
        <div className="card onboard-done">
          <p>
            The workspace <strong>{onboard.data.tenant.slug}</strong> is on the{' '}
            {plans.find((p) => p.id === values.plan)?.name ?? values.plan} plan. {values.ownerName} ({values.ownerEmail}
            ) was invited by email to sign in as its administrator.
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
                for (const [key, value] of Object.entries(blank)) form.setField(key as keyof typeof blank, value);
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
        <FormError message={form.formError} />
        {step === 0 && (
          <>
            <TextField label="Company name" {...form.field('companyName')} />
            <TextField
              label="Workspace address (slug)"
              hint="Its subdomain: letters, digits and hyphens"
              {...form.field('slug')}
            />
          </>
        )}
        {step === 1 && (
          <>
            <ColorField label="Primary colour" {...form.field('primaryColor')} />
            <ColorField label="Secondary colour" {...form.field('secondaryColor')} />
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
                <input
                  type="radio"
                  name="plan"
                  value={plan.id}
                  checked={values.plan === plan.id}
                  onChange={() => form.setField('plan', plan.id)}
                />
                <strong>{plan.name}</strong> {wholeDollars(plan.monthlyPrice)} a month
              </label>
            ))}
          </fieldset>
        )}
        {step === 3 && (
          <>
            <TextField label="First user's name" {...form.field('ownerName')} />
            <TextField
              label="First user's email"
              type="email"
              hint="Invited by email as the workspace's super admin"
              {...form.field('ownerEmail')}
            />
          </>
        )}
        <div className="wizard__actions">
          {step > 0 && <Button onClick={() => setStep(step - 1)}>Back</Button>}
          <Button type="submit" variant="primary" busy={onboard.isPending}>
            {isLast ? 'Create client' : 'Next'}
          </Button>
        </div>
      </form>
    </Page>
  );
}
