import { type Contact, smsSegments } from '@smartcrm/contracts';
import { useMutation } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormField } from '../../../ui/form/FormField';
import { sendBulkText } from '../queries';
import { toE164 } from '../utils/phone';

interface BulkTextDialogProps {
  contacts: Contact[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Texts the selected contacts once each; `{{firstName}}` and the like are filled per contact. */
export function BulkTextDialog({ contacts, open, onOpenChange }: BulkTextDialogProps) {
  const [body, setBody] = useState('Hi {{firstName}}, ');
  // One bulk send per dialog: sending again (a retry, a double click) never texts anyone twice.
  const [bulkId] = useState(() => crypto.randomUUID());
  const reachable = contacts.flatMap((c) => {
    const to = toE164(c.phone);
    return to
      ? [{ to, contactId: c.id, fields: { firstName: c.firstName, lastName: c.lastName, company: c.company ?? '' } }]
      : [];
  });
  const send = useMutation({ mutationFn: sendBulkText });
  const count = smsSegments(body);

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Send a text"
      description={`${reachable.length} of ${contacts.length} selected contacts have a number a text can reach.`}
    >
      {send.data ? (
        <div className="sms-bulk__result" role="status">
          <p>
            {send.data.queued} {send.data.queued === 1 ? 'text' : 'texts'} queued; they leave at the sending number’s
            pace.
          </p>
          {send.data.skipped.length > 0 && (
            <ul aria-label="Skipped">
              {send.data.skipped.map((s) => (
                <li key={s.to}>
                  {s.to}: {s.reason}
                </li>
              ))}
            </ul>
          )}
          <DialogActions>
            <Button onClick={() => onOpenChange(false)}>Close</Button>
          </DialogActions>
        </div>
      ) : (
        <form
          className="sms-bulk"
          onSubmit={(event) => {
            event.preventDefault();
            send.mutate({ bulkId, body, recipients: reachable });
          }}
        >
          <FormField
            label="Text"
            hint={`{{firstName}}, {{lastName}} and {{company}} are filled per contact · ${count.segments} ${
              count.segments === 1 ? 'segment' : 'segments'
            } · ${count.encoding}`}
          >
            <textarea
              className="field__input"
              rows={4}
              maxLength={1600}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </FormField>
          {send.error && (
            <p role="alert" className="field__error">
              {send.error.message}
            </p>
          )}
          <DialogActions>
            <Button onClick={() => onOpenChange(false)}>Cancel</Button>
            <Button type="submit" variant="primary" busy={send.isPending} disabled={!reachable.length || !body.trim()}>
              <Send aria-hidden size={14} /> Send to {reachable.length}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
