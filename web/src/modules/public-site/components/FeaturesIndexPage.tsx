import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { featurePages } from '../content/feature-pages';
import { usePageMeta } from '../hooks/usePageMeta';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';

const description =
  'Every SmartCRM feature: contact management, the deal pipeline and forecasting, analytics, communications and the AI tools, assistant, vision, search and speech features.';

/** /features: every feature page, sub-pages under their parent. */
export function FeaturesIndexPage() {
  usePageMeta({ title: 'Features', description });
  const topLevel = featurePages.filter((page) => !page.parent && page.path.startsWith('/features/'));
  return (
    <>
      <PageHero eyebrow="Features" title="Everything your sales team needs, in one CRM" lead={description} />
      <section className="site-section">
        <div className="site-container">
          <h2 className="visually-hidden">All features</h2>
          <ul className="feature-grid">
            {topLevel.map((page) => {
              const Icon = page.icon;
              const children = featurePages.filter((child) => child.parent?.to === page.path);
              return (
                <li key={page.path} className="feature-card feature-card--link">
                  <span className="feature-card__icon">
                    <Icon aria-hidden size={20} />
                  </span>
                  <h3 className="feature-card__title">
                    <Link to={page.path} className="feature-card__link">
                      {page.title}
                    </Link>
                  </h3>
                  <p className="feature-card__text">{page.description}</p>
                  {children.length > 0 && (
                    <ul className="feature-card__children">
                      {children.map((child) => (
                        <li key={child.path}>
                          <Link to={child.path}>
                            {child.title} <ArrowRight aria-hidden size={14} />
                          </Link>
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              );
            })}
          </ul>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
