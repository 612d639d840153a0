import { type Mailbox, SequenceDraft } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { createSequence, sequenceKeys, templatesQuery } from '../queries';

const hours = Array.from({ length: 25 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00` }));

/** A new sequence: its steps (a template each, hours after the one before), window and daily limit. */
export function SequenceForm({
  mailboxes,
  onCreated,
  onCancel,
}: {
  mailboxes: Mailbox[];
  onCreated: () => void;
  onCancel: () => void;
}) {
  const queryClient = useQueryClient();
  const templates = useQuery(templatesQuery());
  const create = useMutation({
    mutationFn: createSequence,
    onSuccess: (s) => {
      toast.success(`Sequence “${s.name}” created`);
      void queryClient.invalidateQueries({ queryKey: sequenceKeys.all });
      onCreated();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(
    SequenceDraft,
    {
      name: '',
      mailboxId: mailboxes[0]?.id ?? '',
      steps: [{ templateId: '', delayHours: 0 }],
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
      windowStartHour: 8,
      windowEndHour: 18,
      weekdaysOnly: true,
      dailyLimit: 200,
    },
    create.mutateAsync,
  );
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const templateOptions = [
    { value: '', label: templates.isPending ? 'Loading…' : 'Choose a template' },
    ...(templates.data ?? []).map((t) => ({ value: t.id, label: t.name })),
  ];

  return (
    <form className="template-form" onSubmit={submit} noValidate aria-label="New sequence">
      <div className="sequence-form__row">
        <FormInput form={form} name="name" label="Sequence name" maxLength={120} />
        <FormSelect
          form={form}
          name="mailboxId"
          label="Mailbox"
          options={mailboxes.map((m) => ({ value: m.id, label: m.address }))}
        />
      </div>
      <ol className="sequence-steps" aria-label="Steps">
        {steps.fields.map((field, i) => (
          <li key={field.id} className="sequence-steps__step">
            <span className="sequence-steps__number">Step {i + 1}</span>
            <FormSelect form={form} name={`steps.${i}.templateId`} label="Template" options={templateOptions} />
            <FormInput
              form={form}
              name={`steps.${i}.delayHours`}
              label={i === 0 ? 'Hours after enrolment' : 'Hours after the step before'}
              inputMode="numeric"
            />
            <button
              type="button"
              className="icon-button"
              aria-label={`Remove step ${i + 1}`}
              disabled={steps.fields.length === 1}
              onClick={() => steps.remove(i)}
            >
              <Trash2 aria-hidden size={14} />
            </button>
          </li>
        ))}
      </ol>
      <div>
        <Button
          size="sm"
          onClick={() => steps.append({ templateId: '', delayHours: 48 })}
          disabled={steps.fields.length >= 10}
        >
          <Plus aria-hidden size={14} /> Add step
        </Button>
      </div>
      <div className="sequence-form__row">
        <FormInput form={form} name="timeZone" label="Time zone" />
        <FormSelect form={form} name="windowStartHour" label="Sending hours from" options={hours.slice(0, 24)} />
        <FormSelect form={form} name="windowEndHour" label="Sending hours until" options={hours.slice(1)} />
        <FormInput form={form} name="dailyLimit" label="Daily limit (mails)" inputMode="numeric" />
      </div>
      <label className="sequence-form__check">
        <input type="checkbox" className="checkbox" {...form.register('weekdaysOnly')} /> Weekdays only
      </label>
      <FormError message={formError} />
      <div className="email-composer__actions">
        <Button type="submit" variant="primary" busy={sending}>
          Create sequence
        </Button>
        <Button onClick={onCancel}>Cancel</Button>
      </div>
    </form>
  );
}
