import { Link } from 'react-router-dom';
import { usePageMeta } from '../hooks/usePageMeta';
import { PageHero } from './PageHero';
import { StatusPanel } from '../../public-forms/components/StatusPanel';

const description = 'Live status of the SmartCRM services: sign-in, CRM data, AI tools and calling.';

export function StatusPage() {
  usePageMeta({ title: 'System Status', description });
  return (
    <>
      <PageHero eyebrow="Status" title="System status" lead={description} />
      <section className="site-section">
        <div className="site-container site-container--narrow">
          <StatusPanel />
          <p className="faq-more">
            Something not working for you? <Link to="/contact">Tell us</Link>.
          </p>
        </div>
      </section>
    </>
  );
}
