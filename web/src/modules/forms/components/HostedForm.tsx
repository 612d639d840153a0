import {
  checkSubmission,
  isFieldShown,
  type PublicForm,
  type SubmittedValue,
  shownValues,
  type ThankYou,
} from '@smartcrm/contracts';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../ui/Button';
import { FieldInput } from './FieldInput';

interface HostedFormProps {
  form: PublicForm;
  /** Values the page fills itself (hidden fields from its address). */
  initial?: Record<string, string>;
  /** Sends the values; absent in the builder's preview, which sends nothing. */
  onSend?: (values: Record<string, SubmittedValue>, website: string) => Promise<ThankYou>;
}

/** A form as visitors fill it, step by step; each step is checked as the server will before moving on. */
export function HostedForm({ form, initial = {}, onSend }: HostedFormProps) {
  const [values, setValues] = useState<Record<string, SubmittedValue>>(initial);
  const [website, setWebsite] = useState('');
  const [step, setStep] = useState(0);
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const steps = Math.max(form.steps.length, 1);
  const shown = shownValues(form.fields, values);
  const visible = form.fields.filter((f) => f.kind !== 'hidden' && f.step === step && isFieldShown(f, shown));
  const last = step === steps - 1;

  async function next(event: FormEvent) {
    event.preventDefault();
    // Up to this step: a condition on this step reads a choice made on an earlier one.
    const checked = checkSubmission(
      form.fields.filter((f) => f.step <= step),
      values,
    );
    if (!checked.ok) return setError(checked.issue.message);
    setError('');
    if (!last) return setStep(step + 1);
    if (!onSend) return setDone('This is a preview: nothing was sent.');
    setSending(true);
    try {
      const thankYou = await onSend(values, website);
      if (thankYou.kind === 'redirect') window.location.assign(thankYou.url);
      else setDone(thankYou.message);
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSending(false);
    }
  }

  if (done) {
    return (
      <p className="hosted-form__done" role="status">
        {done}
      </p>
    );
  }
  return (
    <form className="hosted-form" aria-label={form.name} onSubmit={next} noValidate>
      {steps > 1 && (
        <p className="hosted-form__step">
          Step {step + 1} of {steps}: {form.steps[step]}
        </p>
      )}
      {visible.map((field) => (
        <FieldInput
          key={field.key}
          field={field}
          value={values[field.key]}
          onChange={(value) => setValues({ ...values, [field.key]: value })}
        />
      ))}
      {/* The honeypot: hidden from people and screen readers, filled in by bots that fill every input. */}
      <div className="hosted-form__trap" aria-hidden="true">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" value={website} onChange={(e) => setWebsite(e.target.value)} />
        </label>
      </div>
      {error && (
        <p className="hosted-form__error" role="alert">
          {error}
        </p>
      )}
      <div className="hosted-form__actions">
        {step > 0 && (
          <Button type="button" onClick={() => setStep(step - 1)}>
            Back
          </Button>
        )}
        <Button type="submit" variant="primary" busy={sending}>
          {last ? form.submitLabel : 'Next'}
        </Button>
      </div>
    </form>
  );
}
