import type { Sequence } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { FormField } from '../../../ui/form/FormField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { contactPickerQuery } from '../../contacts/queries';
import { enrolContacts, enrolmentsQuery, sequenceKeys } from '../queries';

const statusWords = {
  active: 'Active',
  completed: 'Completed',
  replied: 'Replied',
  bounced: 'Bounced',
  unsubscribed: 'Unsubscribed',
  stopped: 'Stopped',
} as const;

/** Enrols contacts in a sequence (one found by search, or every contact the search matches) and lists its enrolments. */
export function EnrolPanel({ sequence }: { sequence: Sequence }) {
  const queryClient = useQueryClient();
  const enrolments = useQuery(enrolmentsQuery(sequence.id));
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const picks = useQuery({ ...contactPickerQuery(term), enabled: term.length > 0 });
  const enrol = useMutation({
    mutationFn: (contacts: Parameters<typeof enrolContacts>[1]) => enrolContacts(sequence.id, contacts),
    onSuccess: () => {
      toast.success('Enrolling; contacts appear below as they are taken on');
      void queryClient.invalidateQueries({ queryKey: sequenceKeys.enrolments(sequence.id) });
    },
    onError: (error) => toast.error(error.message),
  });

  return (
    <section className="enrol-panel" aria-label={`Enrolments of ${sequence.name}`}>
      <div className="email-composer__template">
        <FormField label="Enrol contacts" className="email-composer__template-field">
          <input
            className="field__input"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="Search contacts"
          />
        </FormField>
        <Button
          size="sm"
          disabled={!term || enrol.isPending}
          onClick={() => enrol.mutate({ filter: { search: term } })}
        >
          Enrol all matching
        </Button>
      </div>
      {term && (
        <ul className="mailbox-list">
          {(picks.data ?? [])
            .filter((c) => c.email)
            .map((c) => (
              <li key={c.id} className="mailbox-list__item">
                <span className="mailbox-list__body">
                  <strong>{c.name}</strong>
                  <span className="muted">{c.email}</span>
                </span>
                <Button size="sm" variant="primary" onClick={() => enrol.mutate({ contactIds: [c.id] })}>
                  Enrol
                </Button>
              </li>
            ))}
        </ul>
      )}
      <table className="enrolments">
        <thead>
          <tr>
            <th>Address</th>
            <th>Status</th>
            <th>Steps sent</th>
            <th>Next step</th>
          </tr>
        </thead>
        <tbody>
          {(enrolments.data ?? []).map((e) => (
            <tr key={e.id}>
              <td>{e.address}</td>
              <td>
                <span className={`enrolment-status enrolment-status--${e.status}`}>{statusWords[e.status]}</span>
              </td>
              <td>
                {e.step} of {sequence.steps.length}
              </td>
              <td>{e.status === 'active' && e.nextAt ? new Date(e.nextAt).toLocaleString() : '—'}</td>
            </tr>
          ))}
          {enrolments.data?.length === 0 && (
            <tr>
              <td colSpan={4} className="muted">
                Nobody enrolled yet.
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </section>
  );
}
