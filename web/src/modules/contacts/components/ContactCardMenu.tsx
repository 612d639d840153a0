import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { Contact } from '@smartcrm/contracts';
import { Mail, MoreHorizontal, Pencil } from 'lucide-react';

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
            <a href={`mailto:${contact.email}`}>
              <Mail aria-hidden size={16} />
              Send Email
            </a>
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
