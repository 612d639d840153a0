import clsx from 'clsx';
import { Sparkles } from 'lucide-react';
import { useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { aiToolCategories, aiTools } from '../utils/ai-tools';

/** The catalogue of AI tools; the tools themselves arrive with the AI tools capability. */
export function AiToolsPage() {
  const [params] = useSearchParams();
  const requested = aiTools.find((tool) => tool.id === params.get('tool'));
  return (
    <Page title="AI Tools" subtitle={`${aiTools.length} tools in ${aiToolCategories.length} categories`}>
      {requested && (
        <EmptyState icon={Sparkles} title={`${requested.name} is not built yet`}>
          <p>The AI tools open here once the AI tools capability is built.</p>
        </EmptyState>
      )}
      <div className="tool-grid">
        {aiToolCategories.map((category) => (
          <section key={category.id} className="card" aria-labelledby={`category-${category.id}`}>
            <h2 id={`category-${category.id}`} className="card__title">
              {category.name}
            </h2>
            <ul className="tool-list">
              {aiTools
                .filter((tool) => tool.category === category.id)
                .map((tool) => (
                  <li
                    key={tool.id}
                    className={clsx('tool-list__item', tool === requested && 'tool-list__item--current')}
                  >
                    {tool.name}
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </Page>
  );
}
