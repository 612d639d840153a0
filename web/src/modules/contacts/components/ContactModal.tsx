import * as Dialog from '@radix-ui/react-dialog';
import type { Contact } from '@smartcrm/contracts';
import { X } from 'lucide-react';
import { toast } from 'sonner';
import { useNavigate, useParams } from 'react-router-dom';
import { PageSpinner } from '../../../ui/Spinner';
import { useBulkContactActions } from '../hooks/useBulkContactActions';
import { useContactDetail } from '../hooks/useContactDetail';
import type { ContactFormMode } from '../hooks/useContactForm';
import { useContactsPath } from '../hooks/useContactsPath';
import { ContactForm } from './ContactForm';

const titles: Record<ContactFormMode, string> = {
  create: 'Add New Contact',
  edit: 'Edit Contact',
  view: 'Contact Details',
};

/** The contact modal over the list: /contacts/new, /contacts/:id and /contacts/:id/edit. */
export function ContactModal({ mode }: { mode: ContactFormMode }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const path = useContactsPath();
  const detail = useContactDetail(mode === 'create' ? undefined : id);
  const { remove } = useBulkContactActions();
  const close = () => navigate(path('/contacts'));
  const showContact = (contact: Contact) => navigate(path(`/contacts/${contact.id}`), { replace: mode === 'edit' });

  const onSaved = (contact: Contact) => {
    if (mode === 'create') {
      toast.success(`${contact.name} added`);
      return close();
    }
    toast.success('Changes saved');
    showContact(contact);
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog contact-modal" aria-describedby={undefined}>
          <header className="dialog__header">
            <Dialog.Title className="dialog__title">{titles[mode]}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close">
              <X aria-hidden size={18} />
            </Dialog.Close>
          </header>
          {mode !== 'create' && detail.isPending ? (
            <PageSpinner label="Loading contact" />
          ) : mode !== 'create' && !detail.contact ? (
            <p className="dialog__message">This contact does not exist or was deleted.</p>
          ) : (
            <ContactForm
              key={mode === 'view' ? `view-${detail.contact?.version}` : mode}
              mode={mode}
              contact={detail.contact}
              onSaved={onSaved}
              onCancel={mode === 'edit' && detail.contact ? () => showContact(detail.contact as Contact) : close}
              onEdit={() => detail.contact && navigate(path(`/contacts/${detail.contact.id}/edit`))}
              onDelete={(contact) => {
                close();
                void remove([contact]);
              }}
            />
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
