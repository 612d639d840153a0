import { Activity, Search } from 'lucide-react';
import { Link } from 'react-router-dom';

/** 001 §2.1/§2.2: Live Deal Analysis and Smart Search, each with Open Tool, and the way to all 32 tools. */
export function AiToolsTab() {
  return (
    <div className="ai-tools-tab">
      <article className="card">
        <h4 className="card__title">
          <Activity aria-hidden size={16} /> Live Deal Analysis
        </h4>
        <p className="muted">Risk, momentum and next steps of every active deal.</p>
        <Link className="button button--sm" to="/live-deal-analysis">
          Open Tool
        </Link>
      </article>
      <article className="card">
        <h4 className="card__title">
          <Search aria-hidden size={16} /> Smart Search
        </h4>
        <p className="muted">Search contacts, companies, deals, tasks and notes at once (Ctrl/Cmd-K).</p>
        <Link className="button button--sm" to="/ai-tools?tool=semantic-search">
          Open Tool
        </Link>
      </article>
      <Link className="button button--ghost button--sm" to="/ai-tools">
        View All AI Tools
      </Link>
    </div>
  );
}
