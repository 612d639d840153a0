import type { WebhookDelivery } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { Spinner } from '../../../ui/Spinner';
import { deliveriesQuery, redeliver, webhookKeys } from '../queries';

const ago = (iso: string) => formatDistanceToNow(new Date(iso), { addSuffix: true });
const statusBadge: Record<WebhookDelivery['status'], string> = {
  pending: 'badge',
  sending: 'badge badge--primary',
  retrying: 'badge badge--danger',
  delivered: 'badge badge--success',
  failed: 'badge badge--danger',
};

/** What the receiver last answered: its HTTP status, or why no answer came. */
function lastAnswer(delivery: WebhookDelivery) {
  const last = delivery.log.at(-1);
  if (!last) return '—';
  return last.responseStatus !== null ? `HTTP ${last.responseStatus}` : (last.error ?? 'No answer');
}

/** One endpoint's recent deliveries, each with its attempts, and a way to send one again. */
export function DeliveryLog({ endpointId, url }: { endpointId: string; url: string }) {
  const queryClient = useQueryClient();
  const deliveries = useQuery(deliveriesQuery(endpointId));
  const section = useRef<HTMLElement>(null);
  // The log opens below the endpoints: bring it into view when one is picked.
  useEffect(() => {
    if (endpointId) section.current?.scrollIntoView({ block: 'start' });
  }, [endpointId]);
  const again = useMutation({
    mutationFn: (delivery: WebhookDelivery) => redeliver(delivery.id),
    onSuccess: (_sent, delivery) => {
      toast.success(`${delivery.eventType} is being sent again`);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(endpointId) });
    },
    onError: (error: Error) => toast.error(error.message),
  });

  return (
    <section ref={section} className="webhooks__log" aria-labelledby="delivery-log-title">
      <h2 id="delivery-log-title" className="webhooks__log-title">
        Deliveries to <code>{url}</code>
      </h2>
      {deliveries.isPending ? (
        <Spinner label="Loading deliveries" />
      ) : deliveries.isError ? (
        <p role="alert">Could not load the deliveries. {deliveries.error.message}</p>
      ) : deliveries.data.length === 0 ? (
        <p className="field__hint">Nothing sent yet: deliveries show here when a subscribed event happens.</p>
      ) : (
        <table className="table" aria-label="Deliveries">
          <thead>
            <tr>
              <th>Event</th>
              <th>Status</th>
              <th>Attempts</th>
              <th>Last answer</th>
              <th>Created</th>
              <th>Next attempt</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((delivery) => (
              <tr key={delivery.id}>
                <td>
                  <code>{delivery.eventType}</code>
                </td>
                <td>
                  <span className={statusBadge[delivery.status]}>{delivery.status}</span>
                </td>
                <td>
                  <details>
                    <summary>{delivery.attempts}</summary>
                    <ol className="webhooks__attempts">
                      {delivery.log.map((attempt) => (
                        <li key={attempt.attempt}>
                          {ago(attempt.startedAt)}:{' '}
                          {attempt.responseStatus !== null ? `HTTP ${attempt.responseStatus}` : attempt.error}
                          {attempt.durationMs !== null && ` in ${attempt.durationMs} ms`}
                          {attempt.responseBody && <pre className="webhooks__body">{attempt.responseBody}</pre>}
                        </li>
                      ))}
                    </ol>
                  </details>
                </td>
                <td>{lastAnswer(delivery)}</td>
                <td>{ago(delivery.createdAt)}</td>
                <td>{delivery.nextAttemptAt ? ago(delivery.nextAttemptAt) : '—'}</td>
                <td>
                  <Button
                    size="sm"
                    onClick={() => again.mutate(delivery)}
                    busy={again.isPending && again.variables?.id === delivery.id}
                    aria-label={`Redeliver ${delivery.eventType}`}
                  >
                    Redeliver
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
