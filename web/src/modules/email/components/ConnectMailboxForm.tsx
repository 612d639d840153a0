import type { MailSecurity } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plug } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput, FormSelect } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { connectMailbox, emailKeys } from '../queries';
import {
  blankMailbox,
  ConnectMailboxForm as ConnectMailboxSchema,
  privacyOptions,
  usualPorts,
} from '../utils/mailbox-form';

const securityOptions = [
  { value: 'tls', label: 'SSL/TLS' },
  { value: 'starttls', label: 'STARTTLS' },
  { value: 'none', label: 'None (local server only)' },
];

/** Connect a mailbox with an app password: the service signs in to IMAP and SMTP before keeping it. */
export function ConnectMailboxForm({ onConnected }: { onConnected?: () => void }) {
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: connectMailbox,
    onSuccess: (mailbox) => {
      toast.success(`${mailbox.address} connected`);
      form.resetField('auth.password');
      void queryClient.invalidateQueries({ queryKey: emailKeys.mailboxes });
      onConnected?.();
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(ConnectMailboxSchema, blankMailbox, connect.mutateAsync);
  const address = form.watch('address');

  const server = (side: 'imap' | 'smtp') => (
    <fieldset className="mailbox-form__server">
      <legend>{side === 'imap' ? 'Incoming mail (IMAP)' : 'Outgoing mail (SMTP)'}</legend>
      <FormInput
        form={form}
        name={`${side}.host`}
        label="Server"
        placeholder={side === 'imap' ? 'imap.example.com' : 'smtp.example.com'}
      />
      <FormInput form={form} name={`${side}.port`} label="Port" inputMode="numeric" />
      <FormSelect
        form={form}
        name={`${side}.security`}
        label="Security"
        options={securityOptions}
        rules={{
          // A port still at the usual one for the old security follows the new one.
          onChange: (event: { target: { value: MailSecurity } }) => {
            const port = Number(form.getValues(`${side}.port`));
            const usual = usualPorts[side];
            if (Object.values(usual).includes(port)) form.setValue(`${side}.port`, usual[event.target.value]);
          },
        }}
      />
    </fieldset>
  );

  return (
    <form className="mailbox-form" onSubmit={submit} noValidate aria-label="Connect a mailbox">
      <div className="mailbox-form__account">
        <FormInput form={form} name="address" label="Email address" type="email" autoComplete="off" />
        <FormInput
          form={form}
          name="auth.username"
          label="User name"
          hint="Usually the email address"
          placeholder={address || 'the email address'}
          autoComplete="off"
        />
        <FormInput
          form={form}
          name="auth.password"
          label="App password"
          hint="Create one in your mail provider's security settings"
          type="password"
          autoComplete="new-password"
        />
      </div>
      {server('imap')}
      {server('smtp')}
      <FormSelect
        form={form}
        name="privacy"
        label="Shared on contacts' timelines"
        hint="What teammates see of the mail synced from this mailbox; you can change it later"
        options={privacyOptions}
      />
      <FormError message={formError} />
      <Button type="submit" variant="primary" busy={sending}>
        <Plug aria-hidden size={16} /> Test and connect
      </Button>
    </form>
  );
}
