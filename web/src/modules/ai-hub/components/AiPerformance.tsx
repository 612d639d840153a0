import type { UsageTimeframe } from '@smartcrm/contracts';
import { useQuery } from '@tanstack/react-query';
import { Activity, CircleDollarSign, Clock, Hash } from 'lucide-react';
import { useState } from 'react';
import { StatCard } from '../../analytics/components/StatCard';
import { aiUsageQuery } from '../queries';
import '../../analytics/analytics.css';
import { compactNumber, percent, usd } from '../utils/ai-format';

const timeframes: UsageTimeframe[] = ['day', 'week', 'month', 'quarter'];

/** 001 §2.2 AI Performance: the metered calls of the timeframe — totals, Model Usage Breakdown, top 5 models. */
export function AiPerformance() {
  const [timeframe, setTimeframe] = useState<UsageTimeframe>('month');
  const { data, error } = useQuery(aiUsageQuery(timeframe));
  return (
    <div className="ai-performance">
      <fieldset className="segmented" aria-label="Timeframe">
        {timeframes.map((t) => (
          <button
            key={t}
            type="button"
            className={timeframe === t ? 'is-active' : ''}
            aria-pressed={timeframe === t}
            onClick={() => setTimeframe(t)}
          >
            {t[0]?.toUpperCase()}
            {t.slice(1)}
          </button>
        ))}
      </fieldset>
      {error && <p className="form-error">{error.message}</p>}
      {data && (
        <>
          <div className="stat-grid">
            <StatCard
              icon={CircleDollarSign}
              label="Total Cost"
              value={usd(data.totals.cost)}
              hint={`This ${timeframe}`}
              testId="ai-total-cost"
            />
            <StatCard
              icon={Activity}
              label="API Requests"
              value={compactNumber(data.totals.requests)}
              hint={`${compactNumber(data.totals.contactsAnalysed)} contacts analysed`}
              testId="ai-requests"
            />
            <StatCard icon={Hash} label="Tokens Used" value={compactNumber(data.totals.tokensUsed)} />
            <StatCard
              icon={Clock}
              label="Avg Response"
              value={`${data.totals.avgResponseTime} ms`}
              hint={`${percent(data.totals.successRate)} succeeded`}
            />
          </div>
          <p className="muted">
            AI credits this month: {data.credits.used}
            {data.credits.limit === null ? ' (unlimited)' : ` of ${data.credits.limit}`}
          </p>
          <h4>Model Usage Breakdown</h4>
          {data.byModel.length === 0 ? (
            <p className="muted">No AI calls in this timeframe yet.</p>
          ) : (
            <table className="ai-table">
              <thead>
                <tr>
                  <th>Model</th>
                  <th>Requests</th>
                  <th>Share of requests</th>
                  <th>Cost</th>
                  <th>Share of cost</th>
                </tr>
              </thead>
              <tbody>
                {data.byModel.map((m) => (
                  <tr key={m.modelId}>
                    <td>{m.modelId}</td>
                    <td>{m.requests}</td>
                    <td>
                      <span className="ai-share" style={{ width: `${Math.round(m.requestShare * 100)}%` }} />{' '}
                      {percent(m.requestShare)}
                    </td>
                    <td>{usd(m.cost)}</td>
                    <td>{percent(m.costShare)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h4>Model performance (top 5)</h4>
          <ol className="ai-top-models">
            {data.topModels.map((m) => (
              <li key={m.modelId}>
                <strong>{m.modelId}</strong> · {percent(m.successRate)} success · {m.avgResponseTime} ms ·{' '}
                {usd(m.requests ? m.cost / m.requests : 0)} a request
              </li>
            ))}
          </ol>
        </>
      )}
    </div>
  );
}
