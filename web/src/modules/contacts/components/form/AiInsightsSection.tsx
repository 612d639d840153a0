import type { Contact } from '@smartcrm/contracts';
import clsx from 'clsx';
import { leadScoreBand } from '../../utils/lead-score';
import { FormSection } from './FormSection';

/** The lead score out of 100 (spec 001 §2.4); AI Analysis and Enrich Data sit below the form in view mode. */
export function AiInsightsSection({ contact }: { contact: Contact | undefined }) {
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
      </div>
    </FormSection>
  );
}
