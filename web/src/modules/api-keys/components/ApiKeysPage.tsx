import { type ApiKey, type CreatedApiKey, CreateApiKeyRequest } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatDistanceToNow } from 'date-fns';
import { KeyRound, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { EmptyState } from '../../../ui/EmptyState';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { apiKeyKeys, apiKeysQuery, createApiKey, revokeApiKey } from '../queries';
import { NewKeyPanel } from './NewKeyPanel';
import '../api-keys.css';

const ago = (iso: string | null) => (iso ? formatDistanceToNow(new Date(iso), { addSuffix: true }) : 'Never');

/** /settings/api-keys: keys that let another site show this workspace's mini dashboard (api_access). */
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
  const { form, submit, sending } = useSchemaForm(
    CreateApiKeyRequest.pick({ name: true }),
    { name: '' },
    async ({ name }) => {
      await create.mutateAsync(name);
      form.reset();
    },
    { onFormError: toast.error },
  );
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
      subtitle="Show this workspace's mini dashboard (deals, value, active contacts, conversion) on another site."
    >
      {created ? (
        <NewKeyPanel created={created} onDone={() => setCreated(null)} />
      ) : (
        <form className="api-keys__form" onSubmit={submit} noValidate>
          <FormInput form={form} name="name" label="Key name" maxLength={80} placeholder="e.g. Partner portal" />
          <Button type="submit" variant="primary" busy={sending} disabled={!form.watch('name').trim()}>
            <Plus aria-hidden size={16} /> Create key
          </Button>
        </form>
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
              <th>Created</th>
              <th>Last used</th>
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
                <td>
                  {ago(key.createdAt)}
                  {key.createdBy && <span className="field__hint"> by {key.createdBy}</span>}
                </td>
                <td>{ago(key.lastUsedAt)}</td>
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
        description="Sites that use it stop showing the dashboard at once. This cannot be undone."
        confirmLabel="Revoke key"
        danger
        busy={revoke.isPending}
        onConfirm={() => revoking && revoke.mutate(revoking)}
      />
    </Page>
  );
}
