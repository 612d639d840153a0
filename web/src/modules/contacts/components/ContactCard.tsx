import type { Contact } from '@smartcrm/contracts';
import { Building2, Globe2 } from 'lucide-react';
import { CallButtons } from './CallButtons';
import { ContactAvatar } from './ContactAvatar';
import { interestLabel } from './ContactBadges';
import { ContactCardMenu } from './ContactCardMenu';
import { FavoriteButton } from './FavoriteButton';
import { TagChips } from './TagChips';

interface ContactCardProps {
  contact: Contact;
  onOpen: (contact: Contact) => void;
  onEdit: (contact: Contact) => void;
}

/** Spec 001 §2.3: avatar, star, menu, name, title, company, source, interest, two tags, call buttons. */
export function ContactCard({ contact, onOpen, onEdit }: ContactCardProps) {
  return (
    <article className="contact-card" aria-label={contact.name}>
      <div className="contact-card__top">
        <ContactAvatar name={contact.name} src={contact.avatarSrc} size="lg" />
        <div className="contact-card__actions">
          <FavoriteButton contact={contact} />
          <ContactCardMenu contact={contact} onEdit={onEdit} />
        </div>
      </div>
      <button type="button" className="contact-card__name" onClick={() => onOpen(contact)}>
        {contact.name}
      </button>
      <p className="contact-card__title cell-text">{contact.title || contact.position || '\u00a0'}</p>
      <dl className="contact-card__facts">
        <div>
          <dt>
            <Building2 aria-label="Company" size={14} />
          </dt>
          <dd className="cell-text">{contact.company ?? '—'}</dd>
        </div>
        <div>
          <dt>
            <Globe2 aria-label="Source" size={14} />
          </dt>
          <dd className="cell-text">{contact.source ?? '—'}</dd>
        </div>
      </dl>
      <div className="contact-card__meta">
        <span className={`interest-label interest-label--${contact.interestLevel}`}>
          {interestLabel(contact.interestLevel)} interest
        </span>
        <TagChips tags={contact.tags} />
      </div>
      <div className="contact-card__calls">
        <CallButtons contact={contact} />
      </div>
    </article>
  );
}
