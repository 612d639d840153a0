import { useQuery } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Dialog } from '../../../ui/Dialog';
import { Spinner } from '../../../ui/Spinner';
import { FormField } from '../../../ui/form/FormField';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { dashboardContactsQuery } from '../queries';

/** Pick a contact, then write to them in the composer (sent from the user's connected mailbox). */
export function SendEmailDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), 250);
  const contacts = useQuery(
    dashboardContactsQuery({ ...(term ? { search: term } : {}), sort: 'name', limit: 6 }, open),
  );
  const withEmail = (contacts.data ?? []).filter((c) => c.email);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Send Email" description="Choose who to write to">
      <FormField label="Search contacts">
        <input className="field__input" value={search} onChange={(event) => setSearch(event.target.value)} autoFocus />
      </FormField>
      {contacts.isPending ? (
        <Spinner label="Loading contacts" />
      ) : withEmail.length === 0 ? (
        <p className="muted">No contacts found</p>
      ) : (
        <ul className="dashboard-list">
          {withEmail.map((contact) => (
            <li key={contact.id} className="dashboard-list__item">
              <span className="dashboard-list__body">
                <strong>{contact.name}</strong>
                <span className="muted">{contact.email}</span>
              </span>
              <Link
                className="button button--primary button--sm"
                to={`/email-composer?contactId=${contact.id}`}
                onClick={() => onOpenChange(false)}
              >
                <Mail aria-hidden size={14} /> Write
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
