import type { Form } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { submissionsQuery } from '../queries';

const shown = (value: unknown) =>
  Array.isArray(value) ? value.join(', ') : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value ?? '');

/** A form's submissions, newest first, a page at a time, with the CSV of all of them. */
export function SubmissionsTable({ form }: { form: Form }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const page = useQuery(submissionsQuery(form.id, cursor));
  const columns = form.fields.filter((f) => f.kind !== 'consent');
  return (
    <section aria-label="Submissions" className="form-submissions">
      <div className="form-submissions__toolbar">
        <h3>Submissions ({form.submissionCount})</h3>
        <a className="button button--secondary button--sm" href={`/api/forms/${form.id}/submissions/export`} download>
          Export CSV
        </a>
      </div>
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <p role="alert">{page.error.message}</p>
      ) : page.data.items.length === 0 ? (
        <p>No submissions yet.</p>
      ) : (
        <div className="form-submissions__scroll">
          <table className="table" aria-label="Form submissions">
            <thead>
              <tr>
                <th>Submitted</th>
                <th>Contact</th>
                {columns.map((f) => (
                  <th key={f.key}>{f.label}</th>
                ))}
                <th>UTM source</th>
                <th>Consent</th>
              </tr>
            </thead>
            <tbody>
              {page.data.items.map((s) => (
                <tr key={s.id}>
                  <td>{new Date(s.createdAt).toLocaleString()}</td>
                  <td>
                    {s.contactId ? <Link to={`/contacts/${s.contactId}`}>{s.contactName ?? 'Contact'}</Link> : '—'}
                  </td>
                  {columns.map((f) => (
                    <td key={f.key}>{shown(s.values[f.key])}</td>
                  ))}
                  <td>{s.utm.source ?? ''}</td>
                  <td>{s.consent ? `Given ${new Date(s.consent.at).toLocaleString()}` : ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <div className="form-submissions__pages">
        {cursors.length > 1 && (
          <Button size="sm" onClick={() => setCursors(cursors.slice(0, -1))}>
            Newer
          </Button>
        )}
        {page.data?.nextCursor && (
          <Button size="sm" onClick={() => setCursors([...cursors, page.data.nextCursor])}>
            Older
          </Button>
        )}
      </div>
    </section>
  );
}
