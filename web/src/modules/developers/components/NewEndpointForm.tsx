import { WebhookEndpointInput, type WebhookEventType, webhookEventTypes } from '@smartcrm/contracts';
import { Plus } from 'lucide-react';
import type { z } from 'zod';
import { Button } from '../../../ui/Button';
import { fieldError, FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';

/** The event types by what they are about: contact, deal, task, appointment, import. */
const subjects = [...new Set(webhookEventTypes.map((type) => type.split('.')[0]!))];
const eventGroups = subjects.map(
  (subject) => [subject, webhookEventTypes.filter((t) => t.startsWith(`${subject}.`))] as const,
);

/** A new endpoint: the receiver's URL and the events it wants. */
export function NewEndpointForm({
  onCreate,
}: {
  onCreate: (endpoint: z.output<typeof WebhookEndpointInput>) => Promise<unknown>;
}) {
  const { form, submit, sending, formError } = useSchemaForm(
    WebhookEndpointInput,
    { url: '', description: '', events: [] },
    async (endpoint) => {
      await onCreate(endpoint);
      form.reset();
    },
  );
  const picked: WebhookEventType[] = form.watch('events') ?? [];
  const toggle = (type: WebhookEventType) =>
    form.setValue('events', picked.includes(type) ? picked.filter((t) => t !== type) : [...picked, type], {
      shouldValidate: form.formState.isSubmitted,
    });
  const eventsError = fieldError(form, 'events');

  return (
    <form className="webhooks__form" onSubmit={submit} noValidate aria-label="Add an endpoint">
      <div className="webhooks__fields">
        <FormInput
          form={form}
          name="url"
          label="Endpoint URL"
          type="url"
          placeholder="https://example.com/crm-events"
        />
        <FormInput form={form} name="description" label="Description" maxLength={200} placeholder="Optional" />
      </div>
      <fieldset className="webhooks__events" aria-describedby={eventsError ? 'webhook-events-error' : undefined}>
        <legend className="field__label">Events</legend>
        {eventGroups.map(([subject, types]) => (
          <div key={subject} className="webhooks__event-row">
            <strong>{subject}</strong>
            {types.map((type) => (
              <label key={type} className="webhooks__event">
                <input type="checkbox" checked={picked.includes(type)} onChange={() => toggle(type)} />
                {type}
              </label>
            ))}
          </div>
        ))}
        {eventsError && (
          <p id="webhook-events-error" className="field__error" role="alert">
            {eventsError}
          </p>
        )}
      </fieldset>
      {formError && (
        <p className="field__error" role="alert">
          {formError}
        </p>
      )}
      <Button type="submit" variant="primary" busy={sending}>
        <Plus aria-hidden size={16} /> Add endpoint
      </Button>
    </form>
  );
}
