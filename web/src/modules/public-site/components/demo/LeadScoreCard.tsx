import { scoreTone } from '@smartcrm/contracts';
import { demoLeadScore } from '../../content/demo-data';

/** A sample lead score and its parts: Engagement, Fit Score, Budget Match (spec 001 §2.12). */
export function LeadScoreCard() {
  const { parts } = demoLeadScore;
  const score = Math.round(parts.reduce((sum, part) => sum + part.value, 0) / parts.length);
  return (
    <div className="lead-score">
      <div className="lead-score__head">
        <div>
          <p className="lead-score__name">{demoLeadScore.contact}</p>
          <p className="lead-score__company">{demoLeadScore.company}</p>
        </div>
        <p className={`lead-score__total lead-score__total--${scoreTone(score)}`}>
          {score}
          <span className="lead-score__of">/100</span>
        </p>
      </div>
      <ul className="lead-score__parts">
        {parts.map((part) => (
          <li key={part.name} className="lead-score__part">
            <span className="lead-score__label">{part.name}</span>
            <span className="lead-score__meter" aria-hidden>
              <span style={{ width: `${part.value}%` }} />
            </span>
            <span className="lead-score__value">{part.value}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
