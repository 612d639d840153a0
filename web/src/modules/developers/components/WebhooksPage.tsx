import type { WebhookEndpoint, WebhookEndpointWithSecret } from '@smartcrm/contracts';
import type { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Webhook } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { CopyField } from '../../api-keys/components/NewKeyPanel';
import { createEndpoint, deleteEndpoint, endpointsQuery, setEndpointEnabled, webhookKeys } from '../queries';
import { DeliveryLog } from './DeliveryLog';
import { DevelopersNav } from './DevelopersNav';
import { NewEndpointForm } from './NewEndpointForm';
import '../developers.css';

/** An endpoint's state: on, turned off by a person, or turned off after failing (with why). */
function EndpointState({ endpoint }: { endpoint: WebhookEndpoint }) {
  if (endpoint.enabled) return <span className="badge badge--success">Enabled</span>;
  return (
    <span className="webhooks__state">
      <span className="badge badge--danger">Disabled</span>
      {endpoint.disabledReason && <span className="field__hint">{endpoint.disabledReason}</span>}
    </span>
  );
}

/** /settings/webhooks: endpoints that receive the workspace's events, signed, and what was sent to each. */
export function WebhooksPage() {
  const queryClient = useQueryClient();
  const endpoints = useQuery(endpointsQuery());
  const [created, setCreated] = useState<z.infer<typeof WebhookEndpointWithSecret> | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: webhookKeys.endpoints });
  const toggle = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => setEndpointEnabled(endpoint.id, !endpoint.enabled),
    onSuccess: (endpoint) => {
      toast.success(endpoint.enabled ? 'Endpoint enabled' : 'Endpoint disabled: nothing is sent to it');
      void refresh();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const remove = useMutation({
    mutationFn: (endpoint: WebhookEndpoint) => deleteEndpoint(endpoint.id),
    onSuccess: (_done, endpoint) => {
      toast.success('Endpoint removed');
      if (selected === endpoint.id) setSelected(null);
      setDeleting(null);
      void refresh();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const shown = endpoints.data?.find((e) => e.id === selected);

  return (
    <Page
      title="Webhooks"
      subtitle="SmartCRM sends the events you pick to your endpoint, signed (Standard Webhooks), and retries for a day."
      actions={<DevelopersNav />}
    >
      {created ? (
        <section className="api-keys__new" aria-labelledby="new-endpoint-title">
          <h2 id="new-endpoint-title" className="api-keys__new-title">
            Copy the signing secret now
          </h2>
          <p className="field__hint">
            It is shown only this once. Check each delivery's <code>webhook-signature</code> with it.
          </p>
          <CopyField label="Signing secret" value={created.secret} />
          <Button variant="primary" onClick={() => setCreated(null)}>
            Done
          </Button>
        </section>
      ) : (
        <NewEndpointForm
          onCreate={async (endpoint) => {
            setCreated(await createEndpoint(endpoint));
            void refresh();
          }}
        />
      )}
      {endpoints.isPending ? (
        <Spinner label="Loading endpoints" />
      ) : endpoints.isError ? (
        <p role="alert">Could not load the endpoints. {endpoints.error.message}</p>
      ) : endpoints.data.length === 0 ? (
        <EmptyState icon={Webhook} title="No endpoints yet">
          Add one to receive contacts, deals, tasks and more as they change.
        </EmptyState>
      ) : (
        <table className="table" aria-label="Endpoints">
          <thead>
            <tr>
              <th>Endpoint</th>
              <th>Events</th>
              <th>State</th>
              <th>Failures in a row</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {endpoints.data.map((endpoint) => (
              <tr key={endpoint.id} aria-selected={endpoint.id === selected}>
                <td>
                  <code className="webhooks__url">{endpoint.url}</code>
                  {endpoint.description && <span className="field__hint"> {endpoint.description}</span>}
                </td>
                <td className="webhooks__event-list">{endpoint.events.join(', ')}</td>
                <td>
                  <EndpointState endpoint={endpoint} />
                </td>
                <td>{endpoint.consecutiveFailures}</td>
                <td>
                  <div className="webhooks__actions">
                    <Button size="sm" onClick={() => setSelected(endpoint.id)}>
                      Deliveries
                    </Button>
                    <Button
                      size="sm"
                      onClick={() => toggle.mutate(endpoint)}
                      busy={toggle.isPending && toggle.variables?.id === endpoint.id}
                    >
                      {endpoint.enabled ? 'Disable' : 'Enable'}
                    </Button>
                    <Button size="sm" variant="danger" onClick={() => setDeleting(endpoint)}>
                      Delete
                    </Button>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {shown && <DeliveryLog endpointId={shown.id} url={shown.url} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this endpoint?"
        description="Nothing more is sent to it and its delivery log is removed."
        confirmLabel="Delete endpoint"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Page>
  );
}
