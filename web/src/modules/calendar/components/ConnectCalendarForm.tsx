import { CalendarConnectionDraft } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Plug } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { FormError } from '../../auth/components/FormError';
import { calendarSyncKeys, connectCalendar } from '../queries';

const blank = { url: '', username: '', password: '' };

/** Connect a calendar over CalDAV with an app password: the service finds the calendar before keeping it. */
export function ConnectCalendarForm() {
  const queryClient = useQueryClient();
  const connect = useMutation({
    mutationFn: connectCalendar,
    onSuccess: (connection) => {
      toast.success(`${connection.calendarName} connected`);
      form.reset(blank);
      void queryClient.invalidateQueries({ queryKey: calendarSyncKeys.all });
    },
  });
  const { form, submit, formError, sending } = useSchemaForm(CalendarConnectionDraft, blank, connect.mutateAsync);

  return (
    <form className="calendar-sync-form" onSubmit={submit} noValidate aria-label="Connect a calendar">
      <FormInput
        form={form}
        name="url"
        label="CalDAV address"
        hint="Your calendar server's address, or one calendar's own"
        placeholder="https://caldav.example.com/"
        inputMode="url"
        autoComplete="off"
      />
      <FormInput form={form} name="username" label="User name" autoComplete="off" />
      <FormInput
        form={form}
        name="password"
        label="App password"
        hint="Create one in your calendar provider's security settings"
        type="password"
        autoComplete="new-password"
      />
      <FormError message={formError} />
      <Button type="submit" variant="primary" busy={sending}>
        <Plug aria-hidden size={16} /> Find calendar and connect
      </Button>
    </form>
  );
}
