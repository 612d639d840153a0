import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plug } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { connectSmsAccount, smsKeys } from '../queries';
import { blankNumber, ConnectNumberForm as ConnectNumberSchema } from '../utils/number-form';

/** Where the contract's quiet hours show on this form. */
const quietFields: Record<string, string> = {
  'quietHours.start': 'quietStart',
  'quietHours.end': 'quietEnd',
  'quietHours.timeZone': 'timeZone',
};

/** Connect a Twilio number: the service checks the credentials and points the number's texts here. */
export function ConnectNumberForm() {
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: connectSmsAccount,
    onSuccess: (account) => {
      toast.success(`${account.fromNumber} connected`);
      form.resetField('authToken');
      void queryClient.invalidateQueries({ queryKey: smsKeys.accounts });
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(ConnectNumberSchema, blankNumber, connect.mutateAsync, {
    fieldOf: (path) => quietFields[path] ?? path,
  });
  const quiet = form.watch('quiet');

  return (
    <form className="sms-number-form" onSubmit={submit} noValidate aria-label="Connect a number">
      <div className="sms-number-form__row">
        <FormInput form={form} name="accountSid" label="Account SID" placeholder="AC…" autoComplete="off" />
        <FormInput
          form={form}
          name="authToken"
          label="Auth token"
          type="password"
          autoComplete="new-password"
          hint="Twilio Console → Account info"
        />
      </div>
      <div className="sms-number-form__row">
        <FormInput
          form={form}
          name="fromNumber"
          label="Sending number"
          placeholder="+14155550100"
          hint="A number of this account, in international format"
        />
        <FormInput
          form={form}
          name="apiBaseUrl"
          label="API address"
          placeholder="https://api.twilio.com"
          hint="Leave blank for Twilio"
        />
      </div>
      <fieldset className="sms-number-form__quiet">
        <legend className="field__label">Quiet hours</legend>
        <label className="sms-number-form__check">
          <input type="checkbox" className="checkbox" {...form.register('quiet')} /> Hold texts during quiet hours until
          they end
        </label>
        {quiet && (
          <div className="sms-number-form__row">
            <FormInput form={form} name="quietStart" label="From" type="time" />
            <FormInput form={form} name="quietEnd" label="Until" type="time" />
            <FormInput form={form} name="timeZone" label="Time zone" />
          </div>
        )}
      </fieldset>
      <FormError message={formError} />
      <Button type="submit" variant="primary" busy={sending}>
        <Plug aria-hidden size={16} /> Check and connect
      </Button>
    </form>
  );
}
