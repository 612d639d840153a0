import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { access, type Contact, contactStatuses } from '@smartcrm/contracts';
import { ChevronDown, MessageSquare, Tag, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { useAccess } from '../../auth/hooks/useAccess';
import { BulkTextDialog } from '../../text-messages/components/BulkTextDialog';
import { useBulkContactActions } from '../hooks/useBulkContactActions';
import { statusLabel } from './ContactBadges';

interface BulkActionsBarProps {
  selected: Contact[];
  onDone: () => void;
}

/** Acts on the selected rows: change status, add a tag, text them, delete (with Undo). */
export function BulkActionsBar({ selected, onDone }: BulkActionsBarProps) {
  const actions = useBulkContactActions();
  const [tag, setTag] = useState('');
  const [busy, setBusy] = useState(false);
  const [texting, setTexting] = useState(false);
  const mayText = useAccess(access.textMessages) === 'allowed';
  const run = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
      onDone();
    } finally {
      setBusy(false);
    }
  };
  const addTag = () => {
    if (!tag.trim()) return;
    void run(() => actions.addTag(selected, tag)).then(() => setTag(''));
  };

  return (
    <section className="bulk-bar" aria-label="Bulk actions">
      <span className="bulk-bar__count">{selected.length} selected</span>
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger className="button button--sm" disabled={busy}>
          Change status
          <ChevronDown aria-hidden size={14} />
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content className="menu menu--compact" align="start" sideOffset={4}>
            {contactStatuses.map((status) => (
              <DropdownMenu.Item
                key={status}
                className="menu__item"
                onSelect={() => void run(() => actions.setStatus(selected, status))}
              >
                {statusLabel(status)}
              </DropdownMenu.Item>
            ))}
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
      <form
        className="bulk-bar__tag"
        onSubmit={(event) => {
          event.preventDefault();
          addTag();
        }}
      >
        <input
          className="field__input field__input--sm"
          placeholder="Tag"
          aria-label="Tag to add to the selected contacts"
          value={tag}
          onChange={(event) => setTag(event.target.value)}
        />
        <Button type="submit" size="sm" disabled={busy || !tag.trim()}>
          <Tag aria-hidden size={14} />
          Add tag
        </Button>
      </form>
      {mayText && (
        <Button size="sm" disabled={busy} onClick={() => setTexting(true)}>
          <MessageSquare aria-hidden size={14} />
          Send text
        </Button>
      )}
      {texting && <BulkTextDialog contacts={selected} open onOpenChange={setTexting} />}
      <Button
        size="sm"
        className="button--danger"
        disabled={busy}
        onClick={() => void run(() => actions.remove(selected))}
      >
        <Trash2 aria-hidden size={14} />
        Delete
      </Button>
      <button type="button" className="icon-button bulk-bar__close" aria-label="Clear selection" onClick={onDone}>
        <X aria-hidden size={16} />
      </button>
    </section>
  );
}
