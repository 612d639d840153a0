import type { Contact } from '@smartcrm/contracts';
import { Link, useLocation } from 'react-router-dom';
import { ContactAvatar } from './ContactAvatar';

/** Avatar and name; the link opens the contact in view mode over the list, keeping the filters. */
export function ContactNameLink({ contact }: { contact: Contact }) {
  const { search } = useLocation();
  return (
    <Link
      to={{ pathname: `/contacts/${contact.id}`, search }}
      className="contact-name"
      onClick={(event) => event.stopPropagation()}
    >
      <ContactAvatar name={contact.name} src={contact.avatarSrc} />
      <span className="contact-name__text">
        <span className="cell-text contact-name__name">{contact.name}</span>
        {contact.title && <span className="cell-text contact-name__title">{contact.title}</span>}
      </span>
    </Link>
  );
}
