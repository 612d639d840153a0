import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import type { ContactFormMode } from '../../hooks/useContactForm';

interface ContactFormFooterProps {
  mode: ContactFormMode;
  saving: boolean;
  onCancel: () => void;
  onEdit: () => void;
  onDelete: (() => void) | undefined;
}

/** Cancel plus Create Contact or Save Changes; view mode offers Edit (and Delete) instead. */
export function ContactFormFooter({ mode, saving, onCancel, onEdit, onDelete }: ContactFormFooterProps) {
  return (
    <footer className="contact-form__footer">
      {mode === 'view' && onDelete && (
        <Button variant="ghost" className="button--danger-text" onClick={onDelete}>
          <Trash2 aria-hidden size={16} />
          Delete
        </Button>
      )}
      <span className="contact-form__spacer" />
      <Button onClick={onCancel}>Cancel</Button>
      {mode === 'view' ? (
        <Button variant="primary" onClick={onEdit}>
          <Pencil aria-hidden size={16} />
          Edit
        </Button>
      ) : (
        <Button type="submit" variant="primary" busy={saving}>
          {mode === 'create' ? 'Create Contact' : 'Save Changes'}
        </Button>
      )}
    </footer>
  );
}
