import { type Contact, type MergeField, type MergeResult, mergeFields } from '@smartcrm/contracts';
import { ArrowLeftRight } from 'lucide-react';
import { useState } from 'react';
import { ApiError } from '../../../api/http';
import { Button } from '../../../ui/Button';
import { Dialog, DialogActions } from '../../../ui/Dialog';
import { useMergeContacts } from '../hooks/useMergeContacts';
import { defaultPicks, differingFields, fieldLabels, fieldText, type Side } from '../utils/merge-fields';

interface MergeDialogProps {
  /** The contact that stays (it can be swapped in the dialog). */
  keep: Contact;
  other: Contact;
  onClose: () => void;
  onMerged: (result: MergeResult) => void;
}

/** The two contacts side by side: one value per differing field, then one merge (undoable). */
export function MergeDialog({ keep, other, onClose, onMerged }: MergeDialogProps) {
  const [swapped, setSwapped] = useState(false);
  const [survivor, loser] = swapped ? [other, keep] : [keep, other];
  const fields = differingFields(survivor, loser, mergeFields);
  const [picks, setPicks] = useState(() => defaultPicks(survivor, loser, mergeFields));
  const merge = useMergeContacts((result) => {
    onMerged(result);
    onClose();
  });
  const swap = () => {
    setSwapped(!swapped);
    setPicks(defaultPicks(loser, survivor, mergeFields));
  };
  const pick = (field: MergeField, side: Side) => setPicks({ ...picks, [field]: side });
  const submit = () =>
    merge.mutate({
      survivorId: survivor.id,
      loserId: loser.id,
      survivorVersion: survivor.version,
      loserVersion: loser.version,
      pick: Object.fromEntries(Object.entries(picks).filter(([, side]) => side === 'loser')),
    });
  const error = merge.error instanceof ApiError ? merge.error.message : merge.error ? 'The merge failed' : null;

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title="Merge contacts"
      className="merge-dialog"
      description={`${loser.name} is merged into ${survivor.name}: its deals, timeline, tasks and appointments move over. You can undo it.`}
    >
      <div className="merge-table-wrap">
        <table className="merge-table">
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">
                Keep: {survivor.name}
                <span className="merge-table__sub">stays</span>
              </th>
              <th scope="col">
                {loser.name}
                <span className="merge-table__sub">merged away</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field}>
                <th scope="row">{fieldLabels[field]}</th>
                {(['survivor', 'loser'] as const).map((side) => {
                  const value = fieldText(side === 'survivor' ? survivor : loser, field);
                  return (
                    <td key={side}>
                      <label className="merge-table__choice">
                        <input
                          type="radio"
                          name={`merge-${field}`}
                          checked={(picks[field] ?? 'survivor') === side}
                          onChange={() => pick(field, side)}
                        />
                        {field === 'avatarSrc' && value ? (
                          <img className="merge-table__avatar" src={value} alt="Avatar" />
                        ) : (
                          <span className={value ? undefined : 'muted'}>{value || 'empty'}</span>
                        )}
                      </label>
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        {fields.length === 0 && <p className="muted">Every field holds the same value.</p>}
      </div>
      <p className="muted merge-note">
        Tags and custom fields are combined, a favourite stays a favourite, and the later last contact is kept.
      </p>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <DialogActions>
        <Button onClick={swap}>
          <ArrowLeftRight aria-hidden size={16} /> Keep {loser.name} instead
        </Button>
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="primary" busy={merge.isPending} onClick={submit}>
          Merge
        </Button>
      </DialogActions>
    </Dialog>
  );
}
