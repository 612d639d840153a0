import type { SavedView } from '@smartcrm/contracts';
import { useState } from 'react';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { TextField } from '../../../ui/TextField';

export interface ViewDraft {
  name: string;
  shared: boolean;
  isDefault: boolean;
}

interface Props {
  /** The view being renamed or re-shared; none: saving what is on screen as a new view. */
  editing?: SavedView | undefined;
  busy: boolean;
  onSave: (draft: ViewDraft) => void;
  onClose: () => void;
}

/** Names a view and says who sees it and whether the screen opens with it. */
export function SaveViewDialog({ editing, busy, onSave, onClose }: Props) {
  const [draft, setDraft] = useState<ViewDraft>({
    name: editing?.name ?? '',
    shared: editing?.shared ?? false,
    isDefault: editing?.isDefault ?? false,
  });
  const set = (changes: Partial<ViewDraft>) => setDraft((d) => ({ ...d, ...changes }));
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Edit view ${editing.name}` : 'Save this view'}
      description={editing ? undefined : 'Keeps the filters, sort, search and layout on screen now.'}
    >
      <form
        className="saved-view-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (draft.name.trim()) onSave({ ...draft, name: draft.name.trim() });
        }}
      >
        <TextField label="Name" value={draft.name} onChange={(name) => set({ name })} maxLength={80} autoFocus />
        <label className="checkbox-field">
          <input type="checkbox" checked={draft.shared} onChange={(e) => set({ shared: e.target.checked })} /> Share
          with everyone in the workspace
        </label>
        <label className="checkbox-field">
          <input type="checkbox" checked={draft.isDefault} onChange={(e) => set({ isDefault: e.target.checked })} />{' '}
          Open this screen with it (my default)
        </label>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={busy} disabled={!draft.name.trim()}>
            Save view
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
