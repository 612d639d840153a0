import { useQuery } from '@tanstack/react-query';
import { TrendingDown, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import { aiPreferencesQuery, scoreInsightsQuery } from '../queries';

const whenRaised = { opportunity: 'their score rises into hot (80+)', risk: 'a hot or warm contact cools below 60' };

/** The opportunities and risks the AI raised as contacts' scores crossed a tier (000 §3 insight types). */
export function ScoreInsights() {
  const { data } = useQuery(scoreInsightsQuery);
  const { data: preferences } = useQuery(aiPreferencesQuery);
  const wanted = preferences?.insightTypes.filter((t) => t !== 'recommendation') ?? ['opportunity'];
  const items = data?.items ?? [];
  return (
    <section aria-labelledby="score-insights-title">
      <h3 id="score-insights-title" className="ai-insights-tab__heading">
        Opportunities and risks
      </h3>
      {items.length === 0 ? (
        <p className="muted">
          {preferences && (!preferences.autoInsights || wanted.length === 0)
            ? 'Turned off in AI preferences (AI Controls).'
            : `A contact appears here when ${wanted.map((type) => whenRaised[type]).join(' or ')}.`}
        </p>
      ) : (
        <ul className="ai-requests">
          {items.map((insight) => (
            <li key={insight.id} className="ai-requests__item">
              {insight.type === 'opportunity' ? (
                <span className="badge badge--success">
                  <TrendingUp aria-hidden size={12} /> Opportunity
                </span>
              ) : (
                <span className="badge badge--danger">
                  <TrendingDown aria-hidden size={12} /> Risk
                </span>
              )}{' '}
              <Link to={`/contacts/${insight.contactId}`}>{insight.contactName}</Link>{' '}
              {insight.previousScore === null
                ? `scored ${insight.score} on first scoring`
                : `went from ${insight.previousScore} to ${insight.score}`}{' '}
              <span className="muted">{new Date(insight.createdAt).toLocaleString()}</span>
              {insight.reasons.length > 0 && <div className="muted">{insight.reasons.join(' · ')}</div>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
