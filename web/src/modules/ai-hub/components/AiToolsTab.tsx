import { access } from '@smartcrm/contracts';
import { Activity, Search } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useAccessJudge } from '../../auth/hooks/useAccess';

/** 001 §2.1/§2.2: Live Deal Analysis and Smart Search, each with Open Tool, and the way to all 32 tools. */
export function AiToolsTab() {
  const judge = useAccessJudge();
  const deals = judge(access.analyticsScreens) === 'allowed';
  const tools = judge(access.aiTools) === 'allowed';
  if (!deals && !tools) {
    return <p className="muted">The AI tools and deal analysis are for super admins and white-label users.</p>;
  }
  return (
    <div className="ai-tools-tab">
      {deals && (
        <article className="card">
          <h4 className="card__title">
            <Activity aria-hidden size={16} /> Live Deal Analysis
          </h4>
          <p className="muted">Risk, momentum and next steps of every active deal.</p>
          <Link className="button button--sm" to="/live-deal-analysis">
            Open Tool
          </Link>
        </article>
      )}
      {tools && (
        <article className="card">
          <h4 className="card__title">
            <Search aria-hidden size={16} /> Smart Search
          </h4>
          <p className="muted">Search contacts, companies, deals, tasks and notes at once (Ctrl/Cmd-K).</p>
          <Link className="button button--sm" to="/ai-tools?tool=semantic-search">
            Open Tool
          </Link>
        </article>
      )}
      {tools && (
        <Link className="button button--ghost button--sm" to="/ai-tools">
          View All AI Tools
        </Link>
      )}
    </div>
  );
}
