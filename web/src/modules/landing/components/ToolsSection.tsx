import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { aiToolCategories, aiTools } from '../../ai-tools/utils/ai-tools';

/** #tools: the AI tool catalogue by category. */
export function ToolsSection() {
  return (
    <section id="tools" className="site-section" aria-labelledby="tools-title">
      <div className="site-container">
        <div className="section-head">
          <p className="eyebrow">AI tools</p>
          <h2 id="tools-title" className="section-title">
            {aiTools.length} AI tools in {aiToolCategories.length} categories
          </h2>
          <p className="section-lead">
            Each one works from the contact or deal in front of you, within your plan’s AI credits.
          </p>
        </div>
        <ul className="tools-grid">
          {aiToolCategories.map((category) => {
            const tools = aiTools.filter((tool) => tool.category === category.id);
            return (
              <li key={category.id} className="tools-card">
                <h3 className="tools-card__title">{category.name}</h3>
                <p className="tools-card__count">{tools.length} tools</p>
                <p className="tools-card__names">{tools.map((tool) => tool.name).join(' · ')}</p>
              </li>
            );
          })}
        </ul>
        <Link to="/features/ai-tools" className="related-link">
          See every AI tool <ArrowRight aria-hidden size={16} />
        </Link>
      </div>
    </section>
  );
}
