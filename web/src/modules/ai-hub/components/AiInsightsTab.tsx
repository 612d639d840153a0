import { useQuery } from '@tanstack/react-query';
import { Lightbulb } from 'lucide-react';
import { Link } from 'react-router-dom';
import { orchestratorRequestsQuery } from '../queries';
import { ScoreInsights } from './ScoreInsights';

const typeLabels: Record<string, string> = {
  task_completion_analysis: 'Task completion analysis',
  automation_suggestions: 'Automation suggestions',
  contact_scoring: 'Contact scoring',
};

/** What the orchestrator did lately: the analyses completed tasks with an assistant thread asked for (001 §7). */
export function AiInsightsTab() {
  const { data } = useQuery(orchestratorRequestsQuery);
  const items = data?.items ?? [];
  return (
    <div className="ai-insights-tab">
      <ScoreInsights />
      <h3 className="ai-insights-tab__heading">Task completions</h3>
      {items.length === 0 ? (
        <p className="muted">
          <Lightbulb aria-hidden size={14} /> Insights appear here when a task linked to an assistant thread is
          completed, and on every contact once it is analysed — open a contact and press AI Analysis, or score several
          from <Link to="/contacts">Contacts</Link>.
        </p>
      ) : (
        <ul className="ai-requests">
          {items.map((r) => (
            <li key={r.id} className={`ai-requests__item is-${r.status}`}>
              <strong>{typeLabels[r.type] ?? r.type}</strong> <span className="badge">{r.priority}</span>{' '}
              <span className="muted">{new Date(r.createdAt).toLocaleString()}</span>
              <div>{r.status === 'failed' ? r.error : summarise(r.result)}</div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function summarise(result: unknown): string {
  if (!result || typeof result !== 'object') return 'Waiting';
  const r = result as {
    summary?: string;
    followUp?: string | null;
    suggestions?: { title: string }[];
    queued?: boolean;
    reason?: string;
  };
  if (r.summary) return r.followUp ? `${r.summary} Next: ${r.followUp}` : r.summary;
  if (r.suggestions) return r.suggestions.map((s) => s.title).join(' · ') || 'No automation suggested';
  if (r.queued !== undefined) return r.queued ? 'Contact re-scored' : (r.reason ?? 'Not scored');
  return 'Done';
}
