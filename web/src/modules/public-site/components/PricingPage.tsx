import { Link } from 'react-router-dom';
import { PricingSection } from '../../public-forms/components/PricingSection';
import { usePageMeta } from '../hooks/usePageMeta';
import { CtaBand } from './CtaBand';
import { FaqList } from './FaqList';
import { PageHero } from './PageHero';

const description =
  'Starter, Professional and Enterprise: users, contacts and AI credits a month, with a 14-day free trial and no credit card.';

/** /pricing: the plans an operator offers on the site (GET /api/public/pricing), on a page of their own. */
export function PricingPage() {
  usePageMeta({ title: 'Pricing', description });
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple plans that grow with your team" lead={description} />
      <section className="site-section" aria-label="Plans">
        <div className="site-container">
          <PricingSection />
        </div>
      </section>
      <section className="site-section">
        <div className="site-container site-container--narrow">
          <h2>Questions about plans</h2>
          <FaqList />
          <p className="faq-more">
            Need something else? <Link to="/contact">Talk to our team</Link>.
          </p>
        </div>
      </section>
      <CtaBand />
    </>
  );
}
