import type { Contact } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Copy } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { useContactsPath } from '../../contacts/hooks/useContactsPath';
import { contactDuplicatesQuery } from '../queries';
import { reasonLabels } from '../utils/merge-fields';
import { MergeDialog } from './MergeDialog';
import '../duplicates.css';

const shown = 5;

/**
 * In the contact view: others that share its email, phone or company domain, each one merge away.
 * A merge closes the contact, as a delete does, so the toast's Undo is in reach (a modal blocks it).
 */
export function DuplicatesNotice({ contact }: { contact: Contact }) {
  const { data: matches } = useQuery(contactDuplicatesQuery(contact.id));
  const [comparing, setComparing] = useState<Contact | null>(null);
  const navigate = useNavigate();
  const path = useContactsPath();
  if (!matches?.length) return null;
  return (
    <section className="duplicates-notice" aria-labelledby="duplicates-notice-title">
      <h3 id="duplicates-notice-title" className="duplicates-notice__title">
        <Copy aria-hidden size={16} /> Possible duplicates <span className="badge">{matches.length}</span>
      </h3>
      <ul className="duplicates-notice__list">
        {matches.slice(0, shown).map(({ contact: match, reasons }) => (
          <li key={match.id} className="duplicates-notice__item">
            <span className="duplicates-notice__who">
              <Link to={path(`/contacts/${match.id}`)}>{match.name}</Link>
              <span className="muted">
                {' '}
                {match.email} · {reasons.map((r) => reasonLabels[r]).join(', ')}
              </span>
            </span>
            <Button size="sm" onClick={() => setComparing(match)}>
              Compare &amp; merge
            </Button>
          </li>
        ))}
      </ul>
      {matches.length > shown && (
        <Link to="/contacts/duplicates" className="duplicates-notice__more">
          and {matches.length - shown} more
        </Link>
      )}
      {comparing && (
        <MergeDialog
          keep={contact}
          other={comparing}
          onClose={() => setComparing(null)}
          onMerged={() => navigate(path('/contacts'))}
        />
      )}
    </section>
  );
}
