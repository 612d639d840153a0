import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Contact } from '@smartcrm/contracts';
import { Mail, MessageSquare, MoreHorizontal, Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';

export function ContactCardMenu({ contact, onEdit }: { contact: Contact; onEdit: (contact: Contact) => void }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className="icon-button" aria-label={`Actions for ${contact.name}`}>
        <MoreHorizontal aria-hidden size={16} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4} collisionPadding={8}>
          <DropdownMenu.Item className="menu__item" onSelect={() => onEdit(contact)}>
            <Pencil aria-hidden size={16} />
            Edit Contact
          </DropdownMenu.Item>
          <DropdownMenu.Item className="menu__item" asChild>
            <Link to={`/email-composer?contactId=${contact.id}`}>
              <Mail aria-hidden size={16} />
              Send Email
            </Link>
          </DropdownMenu.Item>
          {contact.phone && (
            <DropdownMenu.Item className="menu__item" asChild>
              <Link to={`/text-messages?contactId=${contact.id}`}>
                <MessageSquare aria-hidden size={16} />
                Send Text
              </Link>
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
