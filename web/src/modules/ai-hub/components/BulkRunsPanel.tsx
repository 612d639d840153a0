import type { BulkRun } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../api/http';
import { useRealtimeEvent } from '../../realtime/hooks/useRealtimeEvent';
import { aiKeys, bulkFailuresQuery, bulkRunsQuery } from '../queries';
import { builtInLabel, taskNames, usd } from '../utils/ai-format';

type Live = {
  runId: string;
  status: BulkRun['status'];
  processed: number;
  succeeded: number;
  failed: number;
  total: number;
};

/** Operations' view of bulk runs: live progress over the WebSocket, pause, resume, cancel, requeue failures. */
export function BulkRunsPanel() {
  const queryClient = useQueryClient();
  const { data: runs } = useQuery(bulkRunsQuery);
  const { data: failures } = useQuery(bulkFailuresQuery);
  useRealtimeEvent('ai.bulk.progress', (event) => {
    const live = event.data as Live;
    queryClient.setQueryData<{ items: BulkRun[] }>(aiKeys.runs, (old) =>
      old ? { items: old.items.map((r) => (r.id === live.runId ? { ...r, ...live } : r)) } : old,
    );
    if (!runs?.items.some((r) => r.id === live.runId)) void queryClient.invalidateQueries({ queryKey: aiKeys.runs });
  });
  const act = useMutation({
    mutationFn: ({ path }: { path: string }) => apiRequest(path, { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.runs }),
  });
  return (
    <section className="card bulk-runs" aria-label="Bulk runs">
      <h3 className="card__title">Bulk runs</h3>
      {runs?.items.length === 0 && <p className="muted">No bulk analyses yet.</p>}
      <ul className="bulk-runs__list">
        {runs?.items.map((run) => {
          const share = run.total ? Math.round((run.processed / run.total) * 100) : 0;
          return (
            <li key={run.id} data-testid="bulk-run" data-status={run.status}>
              <div className="bulk-runs__head">
                <strong>{taskNames[run.analysisType]}</strong> · {run.mode} ({run.channel.replace('_', ' ')}) ·{' '}
                <span className={`badge bulk-status--${run.status}`}>{run.status}</span>
                <span className="muted">
                  {' '}
                  {run.builtIn ? builtInLabel : run.model} · {new Date(run.createdAt).toLocaleString()}
                </span>
              </div>
              <div
                className="bulk-runs__bar"
                role="progressbar"
                aria-valuenow={share}
                aria-valuemin={0}
                aria-valuemax={100}
              >
                <span style={{ width: `${share}%` }} />
              </div>
              <div className="muted">
                {run.processed} of {run.total} · {run.succeeded} succeeded · {run.failed} failed · {run.creditsSpent}{' '}
                credits · cost {usd(run.costUsd)} of {usd(run.costLimit)} limit {run.reason && `· ${run.reason}`}
              </div>
              <div className="bulk-runs__actions">
                {(run.status === 'running' || run.status === 'scheduled') && (
                  <button
                    type="button"
                    className="button button--sm"
                    onClick={() => act.mutate({ path: `/api/ai/bulk-runs/${run.id}/pause` })}
                  >
                    Pause
                  </button>
                )}
                {run.status === 'paused' && (
                  <button
                    type="button"
                    className="button button--sm"
                    onClick={() => act.mutate({ path: `/api/ai/bulk-runs/${run.id}/resume` })}
                  >
                    Resume
                  </button>
                )}
                {['running', 'paused', 'scheduled'].includes(run.status) && (
                  <button
                    type="button"
                    className="button button--sm button--ghost"
                    onClick={() => act.mutate({ path: `/api/ai/bulk-runs/${run.id}/cancel` })}
                  >
                    Cancel
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      {act.error && <p className="form-error">{act.error.message}</p>}
      {(failures?.items.length ?? 0) > 0 && (
        <>
          <h4>Failed jobs</h4>
          <ul className="bulk-runs__failures">
            {failures?.items.map((f) => (
              <li key={f.id}>
                {f.queue} · {f.contactCount} contact{f.contactCount === 1 ? '' : 's'} · {f.reason}{' '}
                <span className="muted">{new Date(f.failedAt).toLocaleString()}</span>{' '}
                {f.requeuedAt ? (
                  <span className="muted">requeued</span>
                ) : (
                  <button
                    type="button"
                    className="button button--sm"
                    onClick={() => act.mutate({ path: `/api/ai/bulk-runs/failures/${f.id}/requeue` })}
                  >
                    Requeue
                  </button>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
