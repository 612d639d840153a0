import { type AnalysisTask, analysisTasks, type Urgency, urgencyLabels, urgencies } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { recentContactsQuery } from '../../contacts/queries';
import { useAiRunAccess } from '../hooks/useAiRunAccess';
import { type AnalysisOutcome, runAnalyses } from '../hooks/useContactAnalysis';
import { aiKeys, modelCatalogueQuery } from '../queries';
import { taskNames } from '../utils/ai-format';
import { AnalysisOutcomeBlocks } from './AnalysisOutcomeBlocks';
import { SmartBulkAnalysisCard } from './SmartBulkAnalysisCard';
import '../ai-hub.css';

/**
 * 000 §2 Smart AI Analysis / 001 §2.2 AI analysis panel: pick a task card, an urgency and a cost
 * limit, run it on the selected contacts; one contact runs here, several open Smart Bulk Analysis.
 */
export function SmartAnalysisPanel() {
  const queryClient = useQueryClient();
  const { data: catalogue } = useQuery(modelCatalogueQuery);
  const { data: contacts } = useQuery(recentContactsQuery());
  const [task, setTask] = useState<AnalysisTask>('score');
  const [urgency, setUrgency] = useState<Urgency>('medium');
  const [costLimit, setCostLimit] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const access = useAiRunAccess();
  const run = useMutation({
    mutationFn: async (): Promise<AnalysisOutcome> =>
      runAnalyses(selected[0] as string, [task], { urgency, costLimit }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiKeys.all }),
  });
  const toggle = (id: string) => setSelected((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]));
  const cards =
    catalogue?.tasks ??
    analysisTasks.map((id) => ({ id, name: taskNames[id], description: '', estimatedTime: '', bestModel: '' }));
  return (
    <div className="smart-analysis">
      <div className="smart-analysis__tasks">
        {cards.map((card) => (
          <button
            key={card.id}
            type="button"
            aria-pressed={task === card.id}
            className={`ai-task-card${task === card.id ? ' is-active' : ''}`}
            onClick={() => setTask(card.id)}
          >
            <strong>{card.name}</strong>
            <span className="muted">{card.description}</span>
            <span className="ai-task-card__meta">
              {card.estimatedTime} · best model {card.bestModel}
            </span>
          </button>
        ))}
      </div>
      {catalogue && (
        <p className="muted">
          Recommended: {catalogue.recommendation.recommendedProvider} / {catalogue.recommendation.recommendedModel}
        </p>
      )}
      <div className="smart-analysis__controls">
        <fieldset className="segmented" aria-label="Urgency">
          {urgencies.map((u) => (
            <label key={u} className={urgency === u ? 'is-active' : ''}>
              <input type="radio" name="urgency" value={u} checked={urgency === u} onChange={() => setUrgency(u)} />
              {u[0]?.toUpperCase()}
              {u.slice(1)} ({urgencyLabels[u]})
            </label>
          ))}
        </fieldset>
        <label className="ai-field">
          Cost limit ($)
          <input
            type="number"
            step={0.1}
            min={0}
            placeholder="1.00"
            value={costLimit}
            onChange={(e) => setCostLimit(Number(e.target.value))}
          />
        </label>
      </div>
      <fieldset className="smart-analysis__contacts" aria-label="Contacts to analyse">
        <legend>Contacts ({selected.length} selected)</legend>
        {contacts?.items.length === 0 && <p className="muted">No contacts found</p>}
        {contacts?.items.map((c) => (
          <label key={c.id}>
            <input type="checkbox" checked={selected.includes(c.id)} onChange={() => toggle(c.id)} />
            {c.name} <span className="muted">{c.company ?? c.email}</span>
            {c.leadScore !== null && <span className="badge">{c.leadScore}</span>}
          </label>
        ))}
      </fieldset>
      {access.reason && (
        <p className="muted" data-testid="ai-run-reason">
          {access.reason}
        </p>
      )}
      {selected.length <= 1 && (
        <button
          type="button"
          className="button button--primary"
          disabled={!access.allowed || selected.length === 0 || run.isPending}
          title={access.reason ?? undefined}
          onClick={() => run.mutate()}
        >
          {run.isPending ? 'Analyzing with optimal model...' : `Run ${taskNames[task]}`}
        </button>
      )}
      {selected.length > 1 && <SmartBulkAnalysisCard contactIds={selected} task={task} />}
      {run.data && <AnalysisOutcomeBlocks outcome={run.data} />}
    </div>
  );
}
