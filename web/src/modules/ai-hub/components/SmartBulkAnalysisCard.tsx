import { type AnalysisTask, type BulkMode, type BulkSummary, estimateBulk } from '@smartcrm/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Layers } from 'lucide-react';
import { useState } from 'react';
import { apiRequest } from '../../../api/http';
import { useAiRunAccess } from '../hooks/useAiRunAccess';
import { useLeadScoreRefresh } from '../hooks/useLeadScoreRefresh';
import { contactKeys } from '../../contacts/queries';
import { aiKeys } from '../queries';
import { taskNames } from '../utils/ai-format';
import '../ai-hub.css';

/**
 * 001 §2.2 / §9: for more than one selected contact, the estimate (0.05 $ a contact, ceil(n/10) s;
 * overnight half price) and a run now or overnight. The limits are checked by the server too.
 */
export function SmartBulkAnalysisCard({ contactIds, task = 'score' }: { contactIds: string[]; task?: AnalysisTask }) {
  const queryClient = useQueryClient();
  useLeadScoreRefresh();
  const { allowed } = useAiRunAccess();
  const [mode, setMode] = useState<BulkMode>('immediate');
  const estimate = estimateBulk(contactIds.length, mode);
  const [costLimit, setCostLimit] = useState(1);
  const start = useMutation({
    mutationFn: () =>
      apiRequest<BulkSummary>('/functions/v1/smart-bulk', {
        method: 'POST',
        body: {
          contacts: contactIds,
          analysisType: task,
          urgency: 'medium',
          costLimit,
          timeLimit: Math.max(30_000, estimate.seconds * 1000),
          mode,
        },
      }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: aiKeys.all }),
        queryClient.invalidateQueries({ queryKey: contactKeys.all }),
      ]),
  });
  // Offered only to those who may run it (the single-contact panels say why they cannot).
  if (contactIds.length <= 1 || !allowed) return null;
  return (
    <section className="card ai-bulk-card" aria-label="Smart Bulk Analysis">
      <h3 className="card__title">
        <Layers aria-hidden size={16} /> Smart Bulk Analysis
      </h3>
      <p>
        {taskNames[task]} of <strong>{contactIds.length}</strong> contacts · estimated cost{' '}
        <strong data-testid="bulk-estimate-cost">${estimate.costUsd.toFixed(2)}</strong> · about {estimate.seconds} s
      </p>
      <div className="ai-bulk-card__controls">
        <fieldset className="segmented" aria-label="Processing mode">
          {(['immediate', 'overnight'] as const).map((m) => (
            <label key={m} className={mode === m ? 'is-active' : ''}>
              <input type="radio" name="bulk-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
              {m === 'immediate' ? 'Immediate' : 'Overnight (50% off)'}
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
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={start.isPending}
          onClick={() => start.mutate()}
        >
          {start.isPending ? 'Analyzing with optimal model...' : `Run ${taskNames[task]}`}
        </button>
      </div>
      {start.data && (
        <p className="ai-bulk-card__result" role="status">
          {start.data.run.status === 'scheduled'
            ? `Scheduled for ${new Date(start.data.run.scheduledFor ?? '').toLocaleString()}`
            : `${start.data.summary.successful} of ${start.data.summary.total} analysed (${start.data.run.status})`}
        </p>
      )}
      {start.error && <p className="form-error">{start.error.message || 'Bulk scoring failed'}</p>}
    </section>
  );
}
