import clsx from 'clsx';
import { useSearchParams } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { aiToolCategories, aiTools } from '../utils/ai-tools';
import '../ai-tools.css';
import { ToolPanel } from './ToolPanel';

/** The 32 AI tools by category; a tool (?tool=id) opens here, next to the catalogue. */
export function AiToolsPage() {
  const [params, setParams] = useSearchParams();
  const requested = aiTools.find((tool) => tool.id === params.get('tool'));
  return (
    <Page title="AI Tools" subtitle={`${aiTools.length} tools in ${aiToolCategories.length} categories`}>
      <div className={clsx('ai-tools', requested && 'ai-tools--open')}>
        {requested && <ToolPanel key={requested.id} tool={requested} />}
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
                    <li key={tool.id}>
                      <button
                        type="button"
                        className={clsx('tool-list__item', tool === requested && 'tool-list__item--current')}
                        aria-current={tool === requested ? 'true' : undefined}
                        title={tool.description}
                        onClick={() => setParams({ tool: tool.id })}
                      >
                        {tool.name}
                      </button>
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    </Page>
  );
}
