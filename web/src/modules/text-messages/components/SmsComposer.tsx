import { smsSegments } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../ui/Button';
import { sendText, smsKeys } from '../queries';
import '../text-messages.css';

interface SmsComposerProps {
  accountId: string;
  to: string;
  contactId: string | null;
  disabledReason: string | null;
}

/** Writes one text: the counter shows the encoding and how many segments the carrier bills. */
export function SmsComposer({ accountId, to, contactId, disabledReason }: SmsComposerProps) {
  const queryClient = useQueryClient();
  const [body, setBody] = useState('');
  // One intent per text written: a double click or a retried request sends it once.
  const [intentId, setIntentId] = useState(() => crypto.randomUUID());
  const counterId = useId();
  const send = useMutation({
    mutationFn: sendText,
    onSuccess: () => {
      setBody('');
      setIntentId(crypto.randomUUID());
      void queryClient.invalidateQueries({ queryKey: smsKeys.threads });
    },
  });
  const count = smsSegments(body);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!body.trim()) return;
    send.mutate({ intentId, accountId, to, body, ...(contactId && { contactId }) });
  };

  return (
    <form className="sms-composer" onSubmit={submit} aria-label="Write a text">
      <label className="visually-hidden" htmlFor={`${counterId}-body`}>
        Text message
      </label>
      <textarea
        id={`${counterId}-body`}
        className="field__input sms-composer__input"
        value={body}
        onChange={(event) => setBody(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) submit(event);
        }}
        placeholder={disabledReason ?? 'Write a text'}
        disabled={Boolean(disabledReason)}
        maxLength={1600}
        rows={3}
        aria-describedby={counterId}
      />
      <div className="sms-composer__bar">
        <span id={counterId} className="muted sms-composer__counter" aria-live="polite">
          {count.units} characters · {count.segments} {count.segments === 1 ? 'segment' : 'segments'} · {count.encoding}
          {count.segments > 0 && ` · ${count.remaining} left in this segment`}
        </span>
        {send.error && (
          <span role="alert" className="field__error">
            {send.error.message}
          </span>
        )}
        <Button
          type="submit"
          variant="primary"
          size="sm"
          busy={send.isPending}
          disabled={!body.trim() || Boolean(disabledReason)}
        >
          <Send aria-hidden size={14} /> Send
        </Button>
      </div>
    </form>
  );
}
