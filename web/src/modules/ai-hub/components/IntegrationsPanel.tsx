import { useQuery } from '@tanstack/react-query';
import { aiStatusQuery, backendHealthQuery } from '../queries';

function Badge({ connected }: { connected: boolean }) {
  return (
    <span className={`badge ${connected ? 'badge--success' : 'badge--danger'}`}>
      {connected ? 'Connected' : 'Not Connected'}
    </span>
  );
}

/**
 * 001 §2.8 Integrations and System: the default model (a flash-class one) and the API
 * configuration badges — the AI ones from the provider status, the backend from the health check.
 */
export function IntegrationsPanel() {
  const { data: status } = useQuery(aiStatusQuery);
  const { data: health, isError } = useQuery(backendHealthQuery);
  return (
    <div className="integrations-panel">
      <label className="ai-field">
        Default AI model
        <select disabled value={status?.models.medium ?? 'gemini-2.5-flash'}>
          <option value={status?.models.medium ?? 'gemini-2.5-flash'}>
            {status?.models.medium ?? 'gemini-2.5-flash'}
          </option>
        </select>
      </label>
      <h4>API Configuration</h4>
      <ul className="integrations-panel__list">
        <li>
          Google AI API <Badge connected={Boolean(status?.providers.google)} />
        </li>
        <li>
          OpenAI API <Badge connected={Boolean(status?.providers.openai)} />
        </li>
        <li>
          Database / backend service <Badge connected={!isError && health?.status === 'ok'} />
        </li>
      </ul>
      {status && !status.configured && (
        <p className="muted">No model provider configured: AI features use the built-in rules.</p>
      )}
    </div>
  );
}
