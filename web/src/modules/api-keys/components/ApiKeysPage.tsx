import type { ApiKey, CreatedApiKey } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { apiKeyKeys, apiKeysQuery, createApiKey, revokeApiKey } from '../queries';
import { DevelopersNav } from '../../developers/components/DevelopersNav';
import { roleLabels } from '../../users/utils/user-labels';
import { NewKeyForm } from './NewKeyForm';
import { NewKeyPanel } from './NewKeyPanel';
import '../api-keys.css';

const ago = (iso: string | null) => (iso ? formatDistanceToNow(new Date(iso), { addSuffix: true }) : 'Never');
const expiry = (iso: string | null) =>
  !iso ? 'Never' : new Date(iso) <= new Date() ? 'Expired' : formatDistanceToNow(new Date(iso), { addSuffix: true });

/** /settings/api-keys: keys for integrations (the data API) and the embeddable dashboard (api_access). */
export function ApiKeysPage() {
  const queryClient = useQueryClient();
  const keys = useQuery(apiKeysQuery());
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: apiKeyKeys.all });
  const create = useMutation({
    mutationFn: createApiKey,
    onSuccess: (key) => {
      setCreated(key);
      void refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (key: ApiKey) => revokeApiKey(key.id),
    onSuccess: (_result, key) => {
      toast.success(`${key.name} revoked: it stops working at once`);
      setRevoking(null);
      void refresh();
    },
    onError: (error: Error) => toast.error(error.message),
  });

  return (
    <Page
      title="API keys"
      subtitle="Let an integration call the API (Authorization: Bearer) or another site show the mini dashboard."
      actions={<DevelopersNav />}
    >
      {created ? (
        <NewKeyPanel created={created} onDone={() => setCreated(null)} />
      ) : (
        <NewKeyForm onCreate={create.mutateAsync} />
      )}
      {keys.isPending ? (
        <Spinner label="Loading API keys" />
      ) : keys.isError ? (
        <p role="alert">Could not load the keys. {keys.error.message}</p>
      ) : keys.data.length === 0 ? (
        <EmptyState icon={KeyRound} title="No API keys yet">
          Create one to embed the dashboard; you can revoke it at any time.
        </EmptyState>
      ) : (
        <table className="table">
          <thead>
            <tr>
              <th>Name</th>
              <th>Key</th>
              <th>Acts as</th>
              <th>Scopes</th>
              <th>Created</th>
              <th>Last used</th>
              <th>Expires</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.data.map((key) => (
              <tr key={key.id}>
                <td>{key.name}</td>
                <td>
                  <code>{key.prefix}…</code>
                </td>
                <td>{roleLabels[key.role]}</td>
                <td className="api-keys__scope-list">{key.scopes.join(', ')}</td>
                <td>
                  {ago(key.createdAt)}
                  {key.createdBy && <span className="field__hint"> by {key.createdBy}</span>}
                </td>
                <td>{ago(key.lastUsedAt)}</td>
                <td>{expiry(key.expiresAt)}</td>
                <td>
                  <Button size="sm" variant="danger" onClick={() => setRevoking(key)}>
                    Revoke
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <ConfirmDialog
        open={Boolean(revoking)}
        onOpenChange={(open) => !open && setRevoking(null)}
        title={`Revoke ${revoking?.name ?? 'this key'}?`}
        description="Calls with it are refused at once (401) and sites that embed it stop showing the dashboard. This cannot be undone."
        confirmLabel="Revoke key"
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Page>
  );
}
