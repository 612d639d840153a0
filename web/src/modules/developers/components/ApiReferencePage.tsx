import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { apiDocumentQuery } from '../queries';
import { groupByTag, type ReferenceOperation } from '../utils/api-document';
import { DevelopersNav } from './DevelopersNav';
import '../developers.css';

/** Who may call an operation: the scope a key needs, else people only (or anyone, when public). */
const access = (op: ReferenceOperation) =>
  op.scope ? <code>{op.scope}</code> : <span className="field__hint">{op.public ? 'Public' : 'People only'}</span>;

/** /settings/api-reference: every operation of the API by area, with the key scope each needs. */
export function ApiReferencePage() {
  const doc = useQuery(apiDocumentQuery());
  const [search, setSearch] = useState('');
  const [keysOnly, setKeysOnly] = useState(true);
  const groups = useMemo(() => {
    if (!doc.data) return [];
    const words = search.trim().toLowerCase();
    const shows = (op: ReferenceOperation) =>
      (!keysOnly || op.scope !== null) &&
      (!words || `${op.method} ${op.path} ${op.summary} ${op.scope ?? ''}`.toLowerCase().includes(words));
    return groupByTag(doc.data)
      .map((group) => ({ ...group, operations: group.operations.filter(shows) }))
      .filter((group) => group.operations.length > 0);
  }, [doc.data, search, keysOnly]);

  return (
    <Page
      title="API reference"
      subtitle="Call these with Authorization: Bearer <API key> and X-Tenant-ID: <workspace>; errors are { code, message, details }."
      actions={<DevelopersNav />}
    >
      <div className="reference__filters">
        <label className="field">
          <span className="field__label">Find an operation</span>
          <input
            className="field__input"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            placeholder="contacts, POST, deals:write…"
          />
        </label>
        <label className="webhooks__event">
          <input type="checkbox" checked={keysOnly} onChange={(event) => setKeysOnly(event.target.checked)} />
          Only what an API key may call
        </label>
        <span className="field__hint">
          Try them out in the <a href="/api/docs">interactive reference</a>, or feed{' '}
          <a href="/api/docs/json">the OpenAPI document</a> to a client generator.
        </span>
      </div>
      {doc.isPending ? (
        <Spinner label="Loading the API reference" />
      ) : doc.isError ? (
        <p role="alert">Could not load the API reference. {doc.error.message}</p>
      ) : groups.length === 0 ? (
        <p className="field__hint">No operation matches.</p>
      ) : (
        groups.map((group) => (
          <section key={group.tag} className="reference__group" aria-labelledby={`tag-${group.tag}`}>
            <h2 id={`tag-${group.tag}`} className="reference__group-title">
              {group.tag}
            </h2>
            <p className="field__hint">{group.description}</p>
            <table className="table">
              <thead>
                <tr>
                  <th>Operation</th>
                  <th>What it does</th>
                  <th>Key scope</th>
                </tr>
              </thead>
              <tbody>
                {group.operations.map((op) => (
                  <tr key={op.id} id={op.id}>
                    <td>
                      <span className="reference__method">{op.method}</span>
                      <code className="reference__path">{op.path}</code>
                    </td>
                    <td>{op.summary}</td>
                    <td>{access(op)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        ))
      )}
    </Page>
  );
}
