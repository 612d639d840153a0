import { ArrowRight, Check } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { InfoPageContent } from '../content/info-page';
import { usePageMeta } from '../hooks/usePageMeta';
import { PageHero } from './PageHero';

/** A company, help or legal page from its content record. */
export function InfoPage({ content }: { content: InfoPageContent }) {
  usePageMeta({ title: content.title, description: content.description, path: content.path });
  return (
    <>
      <PageHero eyebrow={content.eyebrow} title={content.headline} lead={content.description}>
        {content.updated && <p className="page-hero__meta">Last updated {content.updated}</p>}
      </PageHero>
      <div className="site-section">
        <div className="site-container prose">
          {content.sections.map((section) => (
            <section key={section.title} className="prose__section">
              <h2>{section.title}</h2>
              {section.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              {section.points && (
                <ul className="check-list">
                  {section.points.map((point) => (
                    <li key={point}>
                      <Check aria-hidden size={18} className="check-list__icon" /> {point}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          <nav aria-label="Related pages">
            <ul className="related-links">
              {content.related.map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="related-link">
                    {link.label} <ArrowRight aria-hidden size={16} />
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </>
  );
}
