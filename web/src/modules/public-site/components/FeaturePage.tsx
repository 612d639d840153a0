import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FeaturePageContent } from '../content/feature-page';
import { usePageMeta } from '../hooks/usePageMeta';
import { CtaBand } from './CtaBand';
import { PageHero } from './PageHero';

/** Any feature page or sub-page, from its content record. */
export function FeaturePage({ content, canonical }: { content: FeaturePageContent; canonical?: string }) {
  usePageMeta({ title: content.title, description: content.description, path: canonical ?? content.path });
  return (
    <>
      <PageHero
        eyebrow={content.eyebrow}
        title={content.headline}
        lead={content.description}
        icon={content.icon}
        parent={content.parent}
      >
        <div className="page-hero__actions">
          <Link to="/register" className="button button--primary button--lg">
            Start Free Trial
          </Link>
          {/* Spec 001 §2.12: the demo buttons of the feature pages open the demo in a new tab. */}
          <Link to="/demo/dashboard" target="_blank" rel="noopener" className="button button--secondary button--lg">
            See Live Demo <span className="visually-hidden">(opens in a new tab)</span>
          </Link>
        </div>
      </PageHero>
      <section className="site-section" aria-labelledby="highlights-title">
        <div className="site-container">
          <h2 id="highlights-title" className="visually-hidden">
            {content.title}: what it does
          </h2>
          <ul className="feature-grid">
            {content.highlights.map(({ icon: Icon, title, text }) => (
              <li key={title} className="feature-card">
                <span className="feature-card__icon">
                  <Icon aria-hidden size={20} />
                </span>
                <h3 className="feature-card__title">{title}</h3>
                <p className="feature-card__text">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      {content.sections.map((section) => (
        <section key={section.title} id={section.id} className="site-section site-section--muted">
          <div className="site-container detail-block">
            <div>
              <h2 className="section-title">{section.title}</h2>
              <p className="section-lead">{section.text}</p>
            </div>
            <ul className="check-list">
              {section.points.map((point) => (
                <li key={point}>
                  <Check aria-hidden size={18} className="check-list__icon" /> {point}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}
      <nav aria-label="Related pages" className="site-section">
        <div className="site-container">
          <h2 className="section-title">Explore more</h2>
          <ul className="related-links">
            {content.related.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="related-link">
                  {link.label} <ArrowRight aria-hidden size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <CtaBand />
    </>
  );
}
