import { type SavedView, SavedViewInput } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';

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
  const { form, submit } = useSchemaForm(
    SavedViewInput.pick({ name: true, shared: true, isDefault: true }),
    { name: editing?.name ?? '', shared: editing?.shared ?? false, isDefault: editing?.isDefault ?? false },
    async (draft) => onSave(draft),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={editing ? `Edit view ${editing.name}` : 'Save this view'}
      description={editing ? undefined : 'Keeps the filters, sort, search and layout on screen now.'}
    >
      <form className="saved-view-form" onSubmit={submit} noValidate>
        <FormInput form={form} name="name" label="Name" maxLength={80} autoFocus />
        <label className="checkbox-field">
          <input type="checkbox" {...form.register('shared')} /> Share with everyone in the workspace
        </label>
        <label className="checkbox-field">
          <input type="checkbox" {...form.register('isDefault')} /> Open this screen with it (my default)
        </label>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="primary" busy={busy} disabled={!form.watch('name').trim()}>
            Save view
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
