import type { ContactImport } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { importQuery, isActive, revertImport } from '../queries';
import { estimatedRows } from '../utils/import-fields';
import type { ImportKindCopy } from '../utils/import-kinds';
import { ImportErrorsTable } from './ImportErrorsTable';

const statusText: Record<ContactImport['status'], string> = {
  uploaded: 'Uploaded',
  queued: 'Waiting to start…',
  running: 'Importing…',
  completed: 'Import complete',
  failed: 'Import stopped',
  reverting: 'Reverting…',
  reverted: 'Import reverted',
};

/** Step 3: the job's progress (it runs on the server; leaving or reloading the page is fine), counts, errors, revert. */
export function ImportProgressPanel({ kind, item }: { kind: ImportKindCopy; item: ContactImport }) {
  const queryClient = useQueryClient();
  const revert = useMutation({
    mutationFn: () => revertImport(kind, item.id),
    onSuccess: (next) => queryClient.setQueryData(importQuery(kind, item.id).queryKey, next),
  });
  const { counts } = item;
  const done = item.status === 'completed' || item.status === 'reverted';
  const fraction = done ? 1 : Math.min(0.99, counts.read / Math.max(1, estimatedRows(item)));
  const label = [
    ['Read', counts.read],
    ['Imported', counts.imported],
    // Only a contacts import meets records that exist already.
    ...(item.kind === 'contacts'
      ? ([
          ['Updated', counts.updated],
          ['Unchanged', counts.unchanged],
          ['Skipped (duplicates)', counts.skipped],
        ] as const)
      : []),
    ['Not imported', counts.failed],
  ] as const;

  return (
    <div className="import-card">
      <h2 aria-live="polite">{statusText[item.status]}</h2>
      <div
        className="import-progress"
        role="progressbar"
        aria-label="Import"
        aria-valuenow={Math.round(fraction * 100)}
      >
        <div className="import-progress__bar" style={{ width: `${fraction * 100}%` }} />
      </div>
      <dl className="import-counts">
        {label.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {item.error && <p className="form-error">{item.error}</p>}
      {item.reverted && (
        <p>
          Removed {item.reverted.removed.toLocaleString()} records it created
          {item.kind === 'contacts' && ` and restored ${item.reverted.restored.toLocaleString()} it updated`}
          {item.reverted.kept ? `; ${item.reverted.kept.toLocaleString()} changed since were left as they are` : ''}.
        </p>
      )}
      <div className="import-actions">
        <Link to={kind.backTo.path} className="button button--primary">
          {kind.backTo.label}
        </Link>
        {(item.status === 'completed' || item.status === 'failed') && (
          <Button variant="danger" busy={revert.isPending} onClick={() => revert.mutate()}>
            Revert this import
          </Button>
        )}
      </div>
      {revert.error && <p className="form-error">{revert.error.message}</p>}
      {!isActive(item.status) && <ImportErrorsTable kind={kind} id={item.id} failed={counts.failed} />}
    </div>
  );
}
