import type { ContactScore } from '@smartcrm/contracts';
import { Minus, Plus } from 'lucide-react';
import { scoreTone } from '../utils/ai-format';
import { ModelSource } from './ModelSource';

const evidenceText = (reason: ContactScore['reasons'][number]) => {
  const e = reason.evidence;
  if (e.kind === 'field') return `field ${e.field}${e.value ? `: ${e.value}` : ''}`;
  const when = e.at ? ` on ${new Date(e.at).toLocaleDateString()}` : '';
  return `${e.value ?? e.kind}${when}`;
};

/** An explainable score: total, fit and engagement parts, tier, confidence and signed reasons with their evidence. */
export function ScoreExplanation({ score }: { score: ContactScore }) {
  return (
    <div className="ai-score" data-testid="ai-score">
      <div className="ai-score__head">
        <span className={`ai-score__total tone--${scoreTone(score.score)}`}>{score.score}</span>
        <div>
          <div>
            Fit <strong>{score.fit}</strong>/50 · Engagement <strong>{score.engagement}</strong>/50 · {score.tier}
          </div>
          <div className="muted">
            Confidence {Math.round(score.confidence * 100)}% · {score.promptVersion} ·{' '}
            <ModelSource builtIn={score.builtIn} model={score.model} verb="Scored" />
          </div>
        </div>
      </div>
      <ul className="ai-score__reasons">
        {score.reasons.map((reason) => (
          <li key={`${reason.part}-${reason.label}`} className={reason.impact > 0 ? 'is-positive' : 'is-negative'}>
            {reason.impact > 0 ? <Plus aria-hidden size={12} /> : <Minus aria-hidden size={12} />}
            <span className="ai-score__impact">{Math.abs(reason.impact)}</span>
            <span>{reason.label}</span>
            <span className="muted">
              {' '}
              — {reason.part}, {evidenceText(reason)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
