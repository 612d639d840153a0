import type { AssistantAction } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { auditQuery } from '../queries';

const outcome: Record<AssistantAction['status'], string> = {
  proposed: 'waiting',
  executed: 'done',
  failed: 'failed',
  rejected: 'rejected',
};

/** What the assistants were allowed to do and what came of it: every confirmed or rejected change. */
export function AuditTrail() {
  const audit = useQuery(auditQuery());
  if (!audit.data?.length) return null;
  return (
    <details className="assistants__audit">
      <summary>Audit trail ({audit.data.length})</summary>
      <ol>
        {audit.data.map((a) => (
          <li key={a.id}>
            <span
              className={`badge ${a.status === 'executed' ? 'badge--success' : a.status === 'failed' ? 'badge--danger' : ''}`}
            >
              {outcome[a.status]}
            </span>{' '}
            {a.summary}
            {a.error && <span className="assistants__audit-error"> — {a.error}</span>}
            <time className="assistants__thread-meta" dateTime={a.decidedAt ?? a.createdAt}>
              {new Date(a.decidedAt ?? a.createdAt).toLocaleString()}
            </time>
          </li>
        ))}
      </ol>
    </details>
  );
}
