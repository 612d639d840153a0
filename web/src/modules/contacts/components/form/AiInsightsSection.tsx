import type { Contact } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { contactAnalysisQuery } from '../../../ai-hub/queries';
import { leadScoreBand } from '../../utils/lead-score';
import { FormSection } from './FormSection';

/**
 * The lead score out of 100 (spec 001 §2.4); AI Analysis and Enrich Data sit below the form in view
 * mode. It reads the same analysis as the explained score below it, so the two never disagree
 * while the contact row catches up with a fresh score.
 */
export function AiInsightsSection({ contact }: { contact: Contact | undefined }) {
  const analysis = useQuery({
    ...contactAnalysisQuery(contact?.id ?? ''),
    enabled: Boolean(contact?.id),
    retry: false,
  });
  const score = analysis.data?.score?.score ?? contact?.leadScore ?? null;
  return (
    <FormSection title="AI Insights">
      <div className="ai-insights">
        <p
          className={clsx('ai-insights__score', `lead-score--${leadScoreBand(score)}`)}
          data-testid="ai-insights-score"
        >
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
