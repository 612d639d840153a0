import type { AiPreferences, AiPreferencesPatch, InsightType } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../../api/http';
import { usePermission } from '../../auth/hooks/usePermission';
import { aiKeys, aiPreferencesQuery } from '../queries';
import { builtInLabel } from '../utils/ai-format';

const switches = [
  {
    key: 'autoScoring',
    title: 'Auto-scoring',
    text: 'Every new or changed contact gets its lead score at once from the built-in rules, at no credit cost; AI Analysis on a contact asks the model.',
  },
  {
    key: 'autoInsights',
    title: 'Automatic insights',
    text: 'The AI raises insights of the types below by itself, and a completed task with an assistant thread gets a new contact score.',
  },
] as const;

const insightTypes: { type: InsightType; label: string; text: string }[] = [
  { type: 'opportunity', label: 'Opportunities', text: 'a contact scores into hot (80+)' },
  { type: 'risk', label: 'Risks', text: 'a hot or warm contact cools below 60' },
  {
    type: 'recommendation',
    label: 'Recommendations',
    text: 'a completed task with an assistant thread gets its analysis and automation ideas',
  },
];

/** 000 §3 AI preferences of the workspace: each switch saves at once; super admins change them. */
export function AiPreferencesForm() {
  const { data } = useQuery(aiPreferencesQuery);
  const canChange = usePermission('system_settings');
  const queryClient = useQueryClient();
  // What the switches show: the change at once (a switch moves when pressed), the server's answer after.
  const [pending, setPending] = useState<AiPreferencesPatch>({});
  const save = useMutation({
    mutationFn: (patch: AiPreferencesPatch) =>
      apiRequest<AiPreferences>('/api/ai/preferences', { method: 'PATCH', body: patch }),
    onSettled: () => setPending({}),
    onSuccess: (next) => {
      queryClient.setQueryData(aiPreferencesQuery.queryKey, next);
      return queryClient.invalidateQueries({ queryKey: aiKeys.all });
    },
  });
  const change = (patch: AiPreferencesPatch) => {
    setPending((p) => ({ ...p, ...patch }));
    save.mutate(patch);
  };
  if (!data) return null;
  const preferences = { ...data, ...pending };
  const disabled = !canChange;
  return (
    <fieldset className="ai-preferences">
      <legend>AI preferences</legend>
      {switches.map(({ key, title, text }) => (
        <label key={key} className="ai-preferences__switch">
          <input
            type="checkbox"
            checked={preferences[key]}
            disabled={disabled}
            onChange={(e) => change({ [key]: e.target.checked })}
          />
          <span>
            <strong>{title}</strong>
            <span className="muted">{text}</span>
          </span>
        </label>
      ))}
      <fieldset className="ai-preferences__types" disabled={disabled || !preferences.autoInsights}>
        <legend>Insight types</legend>
        {insightTypes.map(({ type, label, text }) => (
          <label key={type} className="ai-preferences__switch">
            <input
              type="checkbox"
              checked={preferences.insightTypes.includes(type)}
              onChange={(e) =>
                change({
                  insightTypes: e.target.checked
                    ? [...preferences.insightTypes, type]
                    : preferences.insightTypes.filter((t) => t !== type),
                })
              }
            />
            <span>
              <strong>{label}</strong>
              <span className="muted">{text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <label className="ai-field">
        Provider for this workspace
        <select
          value={preferences.preferredProvider}
          disabled={disabled}
          onChange={(e) => change({ preferredProvider: e.target.value as AiPreferences['preferredProvider'] })}
        >
          <option value="auto">Automatic: the model when one is set up, else the built-in rules</option>
          <option value="builtin">{builtInLabel} only: no data leaves the workspace</option>
        </select>
      </label>
      {!canChange && <p className="muted">Only a super admin changes these.</p>}
      {save.error && <p className="form-error">{save.error.message}</p>}
    </fieldset>
  );
}
