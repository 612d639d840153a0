import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Spinner } from '../../../ui/Spinner';
import { runsQuery } from '../queries';

const tone: Record<string, string> = {
  completed: 'badge--success',
  failed: 'badge--danger',
  running: 'badge--primary',
  waiting: 'badge--primary',
  stopped: '',
};
const when = (iso: string) => new Date(iso).toLocaleString();

/** Recent runs, newest first; a run opens to each step's status, tries, input, output and error. */
export function RunHistory({ workflowId }: { workflowId: string }) {
  const runs = useQuery(runsQuery(workflowId));
  const [open, setOpen] = useState<string | null>(null);
  return (
    <section aria-labelledby="runs-title" className="run-history">
      <h2 id="runs-title" className="section-title">
        Run history
      </h2>
      {runs.isLoading && <Spinner label="Loading runs" />}
      {runs.data?.length === 0 && <p className="muted">No runs yet: they appear here as the trigger fires.</p>}
      <ul className="run-list">
        {runs.data?.map((run) => (
          <li key={run.id} className="run">
            <button
              type="button"
              className="run__summary"
              aria-expanded={open === run.id}
              onClick={() => setOpen(open === run.id ? null : run.id)}
            >
              <span className={`badge ${tone[run.status] ?? ''}`}>{run.status}</span>
              <span>
                {run.object} {run.recordId.slice(0, 8)}
              </span>
              <span className="muted">v{run.version}</span>
              <span className="muted">{when(run.startedAt)}</span>
              {run.error && <span className="run__error">{run.error}</span>}
            </button>
            {open === run.id && (
              <table className="run-steps">
                <thead>
                  <tr>
                    <th scope="col">Step</th>
                    <th scope="col">Status</th>
                    <th scope="col">Tries</th>
                    <th scope="col">Input</th>
                    <th scope="col">Output</th>
                    <th scope="col">Error</th>
                  </tr>
                </thead>
                <tbody>
                  {run.steps.map((step) => (
                    <tr key={step.stepId}>
                      <td>
                        {step.stepId} <span className="muted">({step.type.replace('_', ' ')})</span>
                      </td>
                      <td>
                        <span className={`badge ${tone[step.status] ?? ''}`}>{step.status}</span>
                      </td>
                      <td>{step.attempts}</td>
                      <td>
                        <pre>{JSON.stringify(step.input, null, 1)}</pre>
                      </td>
                      <td>
                        <pre>{step.output === null ? '—' : JSON.stringify(step.output, null, 1)}</pre>
                      </td>
                      <td className="run__error">{step.error ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
