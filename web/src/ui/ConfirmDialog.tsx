import { Button } from './Button';
import { Dialog, DialogActions } from './Dialog';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  /** A destructive action gets the danger style. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that is hard to take back. */
export function ConfirmDialog({ confirmLabel, danger, busy, onConfirm, ...dialog }: ConfirmDialogProps) {
  return (
    <Dialog {...dialog}>
      <DialogActions>
        <Button onClick={() => dialog.onOpenChange(false)}>Cancel</Button>
        <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
