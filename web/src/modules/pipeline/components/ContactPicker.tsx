import { useQuery } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState } from 'react';
import { useDebouncedValue } from '../../../ui/useDebouncedValue';
import { contactPickerQuery } from '../../contacts/queries';
import { unknownContact } from './DealCard';

interface ContactPickerProps {
  contactId: string | null;
  contactName: string | null;
  onChange: (contactId: string | null) => void;
}

/** Finds a contact by name, email or company as you type; the deal keeps its id. */
export function ContactPicker({ contactId, contactName, onChange }: ContactPickerProps) {
  const id = useId();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState(contactName);
  const term = useDebouncedValue(search.trim(), 250);
  const results = useQuery({ ...contactPickerQuery(term), enabled: term.length > 0 });

  if (contactId) {
    return (
      <div className="field">
        <span className="field__label">Contact</span>
        <span className="contact-chip">
          {chosen ?? unknownContact}
          <button type="button" className="icon-button" aria-label="Remove contact" onClick={() => onChange(null)}>
            <X aria-hidden size={14} />
          </button>
        </span>
      </div>
    );
  }
  return (
    <div className="field contact-picker">
      <label htmlFor={id} className="field__label">
        Contact
      </label>
      <input
        id={id}
        className="field__input"
        placeholder="Search contacts"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        aria-controls={`${id}-results`}
      />
      {term && (
        <ul id={`${id}-results`} className="contact-picker__results" aria-label="Matching contacts">
          {results.data?.map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                className="contact-picker__option"
                onClick={() => {
                  setChosen(contact.name);
                  setSearch('');
                  onChange(contact.id);
                }}
              >
                {contact.name} <span className="field__hint">{contact.email}</span>
              </button>
            </li>
          ))}
          {results.data?.length === 0 && <li className="field__hint">No contacts match</li>}
        </ul>
      )}
    </div>
  );
}
