import type { Contact } from '@smartcrm/contracts';
import { AlertTriangle } from 'lucide-react';
import { Button } from '../../../../ui/Button';
import { RelativeTime } from '../RelativeTime';

interface ConflictNoticeProps {
  current: Contact;
  onReload: () => void;
  onOverwrite: () => void;
  busy: boolean;
}

/** A save refused because someone saved first: take their version, or write these changes over it. */
export function ConflictNotice({ current, onReload, onOverwrite, busy }: ConflictNoticeProps) {
  return (
    <div className="conflict-notice" role="alert">
      <AlertTriangle aria-hidden size={18} />
      <div className="conflict-notice__text">
        <strong>Someone else changed this contact</strong>
        <span>
          Their version was saved <RelativeTime iso={current.updatedAt} />. Load it (your edits are discarded) or
          overwrite the fields you changed.
        </span>
      </div>
      <div className="conflict-notice__actions">
        <Button size="sm" onClick={onReload} disabled={busy}>
          Load their version
        </Button>
        <Button size="sm" variant="primary" onClick={onOverwrite} busy={busy}>
          Overwrite
        </Button>
      </div>
    </div>
  );
}
