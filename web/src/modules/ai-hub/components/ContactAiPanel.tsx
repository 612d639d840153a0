import type { Contact } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Check, Sparkles, Wand2, X } from 'lucide-react';
import { useAiRunAccess } from '../hooks/useAiRunAccess';
import { useContactAnalysis } from '../hooks/useContactAnalysis';
import { useLeadScoreRefresh } from '../hooks/useLeadScoreRefresh';
import { contactAnalysisQuery } from '../queries';
import { builtInLabel } from '../utils/ai-format';
import { AnalysisOutcomeBlocks } from './AnalysisOutcomeBlocks';
import { ScoreExplanation } from './ScoreExplanation';
import '../ai-hub.css';

const fieldLabels: Record<string, string> = {
  company: 'Company',
  industry: 'Industry',
  position: 'Position',
  title: 'Title',
  'location.country': 'Country',
  'socialProfiles.website': 'Website',
  'socialProfiles.linkedin': 'LinkedIn',
  firstName: 'First name',
  lastName: 'Last name',
  tags: 'Tag',
};

/** The contact modal's AI Analysis and Enrich Data (001 §2.4), the explained score and suggestions to accept or reject. */
export function ContactAiPanel({ contact }: { contact: Contact }) {
  const { data } = useQuery(contactAnalysisQuery(contact.id));
  const { analyse, enrich, decide, outcome } = useContactAnalysis(contact.id);
  useLeadScoreRefresh();
  const run = useAiRunAccess();
  const pending = data?.suggestions.filter((s) => s.status === 'pending') ?? [];
  return (
    <section className="contact-ai" aria-label="AI Analysis">
      <div className="contact-ai__actions">
        <button
          type="button"
          className="button button--sm"
          disabled={!run.allowed || analyse.isPending}
          title={run.reason ?? undefined}
          onClick={() => analyse.mutate()}
        >
          <Sparkles aria-hidden size={14} />
          {analyse.isPending ? 'Analyzing...' : 'AI Analysis'}
        </button>
        <button
          type="button"
          className="button button--sm"
          disabled={!run.allowed || enrich.isPending}
          title={run.reason ?? undefined}
          onClick={() => enrich.mutate()}
        >
          <Wand2 aria-hidden size={14} />
          {enrich.isPending ? 'Enriching...' : 'Enrich Data'}
        </button>
      </div>
      {run.reason && (
        <p className="muted" data-testid="ai-run-reason">
          {run.reason}
        </p>
      )}
      {outcome && <AnalysisOutcomeBlocks outcome={outcome} />}
      {data?.score && <ScoreExplanation score={data.score} />}
      {(data?.category || data?.qualification) && (
        <p className="contact-ai__facts">
          {data.category && (
            <span>
              Role <strong>{data.category.category.replace('_', ' ')}</strong> · segment{' '}
              {data.category.segment.replace('_', ' ')}
            </span>
          )}
          {data.qualification && (
            <span>
              {' '}
              · {data.qualification.qualified ? 'Qualified' : 'Not qualified'} (
              {data.qualification.stage.replaceAll('_', ' ')})
            </span>
          )}
        </p>
      )}
      {pending.length > 0 && (
        <div className="contact-ai__suggestions">
          <h4>Suggested by AI — nothing changes until you accept</h4>
          <ul>
            {pending.map((s) => (
              <li key={s.id}>
                <span>
                  <strong>{fieldLabels[s.field] ?? s.field}</strong>: {s.value}
                  <span className="muted">
                    {' '}
                    — {s.reason} · {Math.round(s.confidence * 100)}%{s.builtIn ? ` · ${builtInLabel}` : ''}
                  </span>
                </span>
                <span className="contact-ai__decide">
                  <button
                    type="button"
                    className="button button--sm"
                    aria-label={`Accept ${fieldLabels[s.field] ?? s.field}`}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ suggestion: s, decision: 'accept' })}
                  >
                    <Check aria-hidden size={14} /> Accept
                  </button>
                  <button
                    type="button"
                    className="button button--sm button--ghost"
                    aria-label={`Reject ${fieldLabels[s.field] ?? s.field}`}
                    disabled={decide.isPending}
                    onClick={() => decide.mutate({ suggestion: s, decision: 'reject' })}
                  >
                    <X aria-hidden size={14} /> Reject
                  </button>
                </span>
              </li>
            ))}
          </ul>
          {decide.error && <p className="form-error">{decide.error.message}</p>}
        </div>
      )}
    </section>
  );
}
