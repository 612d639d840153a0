import type { UserImport } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { isRunning, userImportErrorsQuery, userImportsPath } from '../queries';
import { importProgress } from '../utils/progress';

const statusText: Record<UserImport['status'], string> = {
  uploaded: 'Uploaded',
  queued: 'Waiting to start…',
  running: 'Importing…',
  completed: 'Import complete',
  failed: 'Import stopped',
};

/** Step 3: the job's progress (it runs on the server; leaving the page is fine), its counts and the rows it could not import. */
export function UserImportProgress({ item }: { item: UserImport }) {
  const fraction = importProgress(item);
  const { counts } = item;
  const errors = useQuery({ ...userImportErrorsQuery(item.id), enabled: !isRunning(item.status) && counts.failed > 0 });
  const figures = [
    ['Read', counts.read],
    ['Imported', counts.imported],
    ['Already in the workspace', counts.skipped],
    ['Not imported', counts.failed],
  ] as const;
  return (
    <div className="import-card">
      <h2 aria-live="polite">{statusText[item.status]}</h2>
      <div className="bulk-progress" role="progressbar" aria-label="Import" aria-valuenow={Math.round(fraction * 100)}>
        <div className="bulk-progress__bar" style={{ width: `${fraction * 100}%` }} />
      </div>
      <dl className="bulk-counts">
        {figures.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value.toLocaleString()}</dd>
          </div>
        ))}
      </dl>
      {item.error && <p className="form-error">{item.error}</p>}
      <div className="bulk-actions">
        <Link to="/admin/users" className="button button--primary">
          Go to User Management
        </Link>
        <Link to="/bulk-import" className="button button--secondary">
          Import another file
        </Link>
        {counts.failed > 0 && !isRunning(item.status) && (
          <a className="button button--ghost" href={`${userImportsPath}/${item.id}/errors.csv`} download>
            Download the rows not imported
          </a>
        )}
      </div>
      {errors.data && errors.data.items.length > 0 && (
        <table className="bulk-errors">
          <caption>Rows not imported</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Column</th>
              <th scope="col">Reason</th>
            </tr>
          </thead>
          <tbody>
            {errors.data.items.map((error) => (
              <tr key={`${error.line}:${error.field}`}>
                <td>{error.line}</td>
                <td>{error.field}</td>
                <td>{error.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
