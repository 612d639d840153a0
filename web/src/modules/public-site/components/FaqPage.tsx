import { Link } from 'react-router-dom';
import { usePageMeta } from '../hooks/usePageMeta';
import { CtaBand } from './CtaBand';
import { FaqList } from './FaqList';
import { PageHero } from './PageHero';

const description =
  'Answers about the SmartCRM free trial, plans, AI credits, imports, data security, white-label and calls.';

export function FaqPage() {
  usePageMeta({ title: 'Frequently Asked Questions', description });
  return (
    <>
      <PageHero eyebrow="FAQ" title="Frequently asked questions" lead={description} />
      <section className="site-section">
        <div className="site-container site-container--narrow">
          <h2 className="visually-hidden">Questions</h2>
          <FaqList />
          <p className="faq-more">
            Another question? <Link to="/contact">Contact our team</Link> or browse the{' '}
            <Link to="/help">Help Center</Link>.
          </p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
