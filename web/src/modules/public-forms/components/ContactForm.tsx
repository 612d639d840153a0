import { ContactRequestInput, type ContactTopicName, contactTopicLabels, contactTopics } from '@smartcrm/contracts';
import { useMutation } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import '../public-forms.css';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect, FormTextarea } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
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
  const [params] = useSearchParams();
  const requested = params.get('topic');
  const send = useMutation({ mutationFn: sendContactRequest });
  const { form, submit, formError, sending } = useSchemaForm(
    ContactRequestInput,
    // No topic yet: the select shows its prompt, which the schema refuses.
    { name: '', email: '', company: '', topic: isTopic(requested) ? requested : undefined, message: '', website: '' },
    send.mutateAsync,
  );

  if (send.isSuccess) {
    return (
      <p className="contact-form__done" role="status">
        {send.data.message}
      </p>
    );
  }
  return (
    <form className="form contact-form" onSubmit={submit} noValidate aria-label="Contact us">
      <FormError message={formError} />
      <FormInput form={form} name="name" label="Your name" autoComplete="name" />
      <FormInput form={form} name="email" label="Email" type="email" autoComplete="email" />
      <FormInput form={form} name="company" label="Company (optional)" autoComplete="organization" />
      <FormSelect form={form} name="topic" label="Topic" options={topicOptions} />
      <FormTextarea
        form={form}
        name="message"
        label="Message"
        className="contact-form__message"
        rows={6}
        maxLength={5000}
      />
      <div className="contact-form__trap" aria-hidden="true">
        <label>
          Website
          <input tabIndex={-1} autoComplete="off" {...form.register('website')} />
        </label>
      </div>
      <Button type="submit" variant="primary" busy={sending}>
        Send message
      </Button>
    </form>
  );
}
