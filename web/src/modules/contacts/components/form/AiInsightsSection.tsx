import type { Contact } from '@smartcrm/contracts';
import clsx from 'clsx';
import { Sparkles, Wand2 } from 'lucide-react';
import { leadScoreBand } from '../../utils/lead-score';
import { Hint } from '../Hint';
import { FormSection } from './FormSection';

export const aiUnavailableHint = 'AI analysis and enrichment arrive with the AI service';

/** The lead score out of 100 (spec 001 §2.4); the AI actions are shown in view mode only. */
export function AiInsightsSection({ contact, showActions }: { contact: Contact | undefined; showActions: boolean }) {
  const score = contact?.leadScore ?? null;
  return (
    <FormSection title="AI Insights">
      <div className="ai-insights">
        <p className={clsx('ai-insights__score', `lead-score--${leadScoreBand(score)}`)}>
          {score === null ? (
            <span className="muted">Not scored yet</span>
          ) : (
            <>
              <strong>{score}</strong>
              <span className="muted"> / 100 lead score</span>
            </>
          )}
        </p>
        {showActions && (
          <div className="ai-insights__actions">
            <Hint text={aiUnavailableHint}>
              <button type="button" className="button button--sm" disabled>
                <Sparkles aria-hidden size={14} />
                AI Analysis
              </button>
            </Hint>
            <Hint text={aiUnavailableHint}>
              <button type="button" className="button button--sm" disabled>
                <Wand2 aria-hidden size={14} />
                Enrich Data
              </button>
            </Hint>
          </div>
        )}
      </div>
    </FormSection>
  );
}
