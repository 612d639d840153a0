import { ContactRequestInput, type ContactTopicName, contactTopicLabels, contactTopics } from '@smartcrm/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router-dom';
import '../public-forms.css';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { FormError } from '../../auth/components/FormError';
import { useFormFields } from '../../auth/hooks/useFormFields';
import { sendContactRequest } from '../queries';

const topicOptions = [
  { value: '', label: 'Choose a topic' },
  ...contactTopics.map((topic) => ({ value: topic, label: contactTopicLabels[topic] })),
];

const isTopic = (value: string | null): value is ContactTopicName =>
  (contactTopics as readonly string[]).includes(value ?? '');

/**
 * /contact: a message to the platform's team, who read it in their inbox (/admin/inbox). The
 * `website` field is a honeypot: hidden from people and screen readers, so only bots fill it.
 */
export function ContactForm() {
  const messageId = useId();
  const [params] = useSearchParams();
  const requested = params.get('topic');
  const form = useFormFields({
    name: '',
    email: '',
    company: '',
    topic: isTopic(requested) ? requested : '',
    message: '',
    website: '',
  });
  const send = useMutation({ mutationFn: sendContactRequest });

  function submit(event: FormEvent) {
    event.preventDefault();
    const input = form.validate(ContactRequestInput);
    if (input) send.mutate(input, { onError: form.showServerError });
  }

  if (send.isSuccess) {
    return (
      <p className="contact-form__done" role="status">
        {send.data.message}
      </p>
    );
  }
  const messageError = form.errors.message;
  return (
    <form className="form contact-form" onSubmit={submit} noValidate aria-label="Contact us">
      <FormError message={form.formError} />
      <TextField label="Your name" name="name" autoComplete="name" {...form.field('name')} />
      <TextField label="Email" name="email" type="email" autoComplete="email" {...form.field('email')} />
      <TextField label="Company (optional)" name="company" autoComplete="organization" {...form.field('company')} />
      <SelectField label="Topic" name="topic" options={topicOptions} {...form.field('topic')} />
      {form.errors.topic && <p className="field__error">Topic {form.errors.topic}</p>}
      <div className="field">
        <label htmlFor={messageId} className="field__label">
          Message
        </label>
        <textarea
          id={messageId}
          name="message"
          className="field__input contact-form__message"
          rows={6}
          maxLength={5000}
          value={form.values.message}
          aria-invalid={messageError ? true : undefined}
          aria-describedby={messageError ? `${messageId}-error` : undefined}
          onChange={(event) => form.setField('message', event.target.value)}
        />
        {messageError && (
          <p id={`${messageId}-error`} className="field__error">
            Message {messageError}
          </p>
        )}
      </div>
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Website
          <input
            name="website"
            tabIndex={-1}
            autoComplete="off"
            value={form.values.website}
            onChange={(event) => form.setField('website', event.target.value)}
          />
        </label>
      </div>
      <Button type="submit" variant="primary" busy={send.isPending}>
        Send message
      </Button>
    </form>
  );
}
