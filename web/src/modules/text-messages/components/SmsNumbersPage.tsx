import { access } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Phone } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useAccess } from '../../auth/hooks/useAccess';
import { removeSmsAccount, smsAccountsQuery, smsKeys } from '../queries';
import { formatPhone } from '../utils/phone';
import { ConnectNumberForm } from './ConnectNumberForm';
import '../text-messages.css';

/** /text-messages/numbers: the workspace's sending numbers and connecting another (settings). */
export function SmsNumbersPage() {
  const queryClient = useQueryClient();
  const accounts = useQuery(smsAccountsQuery());
  const mayManage = useAccess(access.smsSettings) === 'allowed';
  const remove = useMutation({
    mutationFn: removeSmsAccount,
    onSuccess: () => toast.success('Number removed'),
    onError: (error: Error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: smsKeys.accounts }),
  });

  return (
    <Page title="Sending numbers" subtitle="The numbers your workspace texts from, at your telephony provider.">
      {accounts.isPending ? (
        <Spinner label="Loading numbers" />
      ) : accounts.isError ? (
        <p role="alert">Could not load the numbers. {accounts.error.message}</p>
      ) : accounts.data.length === 0 ? (
        <EmptyState icon={Phone} title="No number connected">
          Connect a Twilio number below. Texts you send go out from it; replies and STOP requests come back to SmartCRM
          and land on the contact’s timeline.
        </EmptyState>
      ) : (
        <ul className="sms-numbers" aria-label="Sending numbers">
          {accounts.data.map((a) => (
            <li key={a.id} className="sms-numbers__item">
              <span className="sms-numbers__body">
                <strong>{formatPhone(a.fromNumber)}</strong>
                <span className="muted">
                  Twilio {a.accountSid} ·{' '}
                  {a.quietHours
                    ? `quiet ${a.quietHours.start}–${a.quietHours.end} (${a.quietHours.timeZone})`
                    : 'no quiet hours'}
                </span>
                <span className="muted">Incoming texts: {a.inboundWebhookUrl}</span>
              </span>
              {mayManage && (
                <Button size="sm" variant="danger" onClick={() => remove.mutate(a.id)}>
                  Remove
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayManage ? (
        <>
          <h2 className="sms-numbers__title">Connect a number</h2>
          <ConnectNumberForm />
        </>
      ) : (
        <p className="muted">An administrator of the workspace connects numbers.</p>
      )}
    </Page>
  );
}
