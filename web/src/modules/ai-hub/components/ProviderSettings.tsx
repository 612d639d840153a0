import type { AiProviderStatus, Urgency } from '@smartcrm/contracts';
import { urgencies, urgencyLabels } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../api/http';
import { usePermission } from '../../auth/hooks/usePermission';
import { aiKeys, aiStatusQuery, modelCatalogueQuery } from '../queries';
import { builtInLabel } from '../utils/ai-format';
import { ModelSelector } from './ModelSelector';

/** AI Controls: which provider answers; super admins point the workspace at its own endpoint and models. */
export function ProviderSettings() {
  const { data: status } = useQuery(aiStatusQuery);
  const { data: catalogue } = useQuery(modelCatalogueQuery);
  const canConfigure = usePermission('system_settings');
  const queryClient = useQueryClient();
  const [baseUrl, setBaseUrl] = useState('');
  const [apiKey, setApiKey] = useState('');
  const [models, setModels] = useState<Partial<Record<Urgency, string>>>({});
  const save = useMutation({
    mutationFn: () =>
      apiRequest<AiProviderStatus>('/api/ai/provider', {
        method: 'PUT',
        body: { baseUrl, ...(apiKey ? { apiKey } : {}), models },
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
  if (!status) return null;
  return (
    <div className="provider-settings">
      <p>
        {status.configured ? (
          <>
            Model provider <strong>{status.baseUrlHost}</strong> (
            {status.source === 'tenant' ? 'this workspace' : 'platform'})
            {status.batchApi && ' · overnight runs use its batch API'}
          </>
        ) : (
          <>
            No model provider is configured: analyses use the <strong>{builtInLabel}</strong> — deterministic and
            explainable, no data leaves the workspace.
          </>
        )}
      </p>
      <ul className="muted">
        {urgencies.map((u) => (
          <li key={u}>
            {u} ({urgencyLabels[u]}): {status.models[u]}
          </li>
        ))}
      </ul>
      {canConfigure && catalogue && (
        <form
          className="provider-settings__form"
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate();
          }}
        >
          <label className="ai-field">
            OpenAI-compatible base URL (empty: the platform's)
            <input
              type="url"
              value={baseUrl}
              placeholder="https://generativelanguage.googleapis.com/v1beta/openai"
              onChange={(e) => setBaseUrl(e.target.value)}
            />
          </label>
          <label className="ai-field">
            API key (stored encrypted, never shown again)
            <input type="password" autoComplete="off" value={apiKey} onChange={(e) => setApiKey(e.target.value)} />
          </label>
          {urgencies.map((u) => (
            <ModelSelector
              key={u}
              label={`Model for ${u} urgency`}
              models={catalogue.models.filter((m) => m.family !== 'builtin')}
              value={models[u] ?? status.models[u]}
              onChange={(id) => setModels((m) => ({ ...m, [u]: id }))}
            />
          ))}
          <button type="submit" className="button button--primary button--sm" disabled={save.isPending}>
            Save provider
          </button>
          {save.error && <p className="form-error">{save.error.message}</p>}
        </form>
      )}
    </div>
  );
}
