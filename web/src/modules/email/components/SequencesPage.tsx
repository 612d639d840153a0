import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { deleteSequence, mailboxesQuery, sequenceKeys, sequencesQuery } from '../queries';
import { EnrolPanel } from './EnrolPanel';
import { SequenceForm } from './SequenceForm';
import '../email.css';

/** /campaigns: email sequences sent from the user's mailbox, their figures and enrolments. */
export function SequencesPage() {
  const queryClient = useQueryClient();
  const sequences = useQuery(sequencesQuery());
  const mailboxes = useQuery(mailboxesQuery());
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const remove = useMutation({
    mutationFn: deleteSequence,
    onSuccess: () => toast.success('Sequence deleted; nothing more is sent'),
    onError: (error) => toast.error(error.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sequenceKeys.all }),
  });
  const noMailbox = mailboxes.isSuccess && mailboxes.data.length === 0;

  return (
    <Page
      title="Email Sequences"
      subtitle="Multi-step emails from your own mailbox that stop when a contact replies."
      actions={
        !creating &&
        !noMailbox && (
          <Button variant="primary" onClick={() => setCreating(true)}>
            New sequence
          </Button>
        )
      }
    >
      {noMailbox && (
        <p className="muted">
          Sequences send from your own mailbox: first connect it on <Link to="/mailboxes">Mailboxes</Link>, then write
          the steps as <Link to="/email-templates">templates</Link>.
        </p>
      )}
      {creating && mailboxes.data && (
        <div className="sequence-new">
          <h2 className="mailbox-form__title">New sequence</h2>
          <SequenceForm
            mailboxes={mailboxes.data}
            onCreated={() => setCreating(false)}
            onCancel={() => setCreating(false)}
          />
        </div>
      )}
      {sequences.isPending ? (
        <Spinner label="Loading sequences" />
      ) : sequences.isError ? (
        <p role="alert">Could not load the sequences. {sequences.error.message}</p>
      ) : sequences.data.length === 0 ? (
        !creating && (
          <EmptyState icon={ListOrdered} title="No sequences yet">
            A sequence sends a series of templates to each contact you enrol, hours or days apart, inside your sending
            hours, and stops for a contact who replies.
          </EmptyState>
        )
      ) : (
        <ul className="mailbox-list" aria-label="Sequences">
          {sequences.data.map((s) => (
            <li key={s.id} className="sequence-card">
              <div className="mailbox-list__item">
                <span className="mailbox-list__body">
                  <strong>{s.name}</strong>
                  <span className="muted">
                    {s.steps.length} steps · {s.figures.enrolled} enrolled · {s.figures.active} active ·{' '}
                    {s.figures.replied} replied · {s.figures.completed} completed · {s.figures.sent} sent ·{' '}
                    {s.figures.opened} opened · {s.figures.clicked} clicked
                  </span>
                </span>
                <Button size="sm" onClick={() => setOpenId(openId === s.id ? null : s.id)}>
                  {openId === s.id ? 'Close' : 'Enrolments'}
                </Button>
                <Button size="sm" variant="danger" onClick={() => remove.mutate(s.id)}>
                  Delete
                </Button>
              </div>
              {openId === s.id && <EnrolPanel sequence={s} />}
            </li>
          ))}
        </ul>
      )}
    </Page>
  );
}
