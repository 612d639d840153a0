import { type ReactNode, useEffect, useState } from 'react';
import { PricingSection } from '../../public-forms/components/PricingSection';
import { CtaBand } from '../../public-site/components/CtaBand';
import { FaqList } from '../../public-site/components/FaqList';
import { usePageMeta } from '../../public-site/hooks/usePageMeta';
import { firstScreenHydrated, takePrerenderedLanding } from '../utils/first-screen';
import { BelowTheFold } from './BelowTheFold';
import { FeatureRotation } from './FeatureRotation';
import { Hero } from './Hero';
import { ShowcaseSection } from './ShowcaseSection';
import { StatsBand } from './StatsBand';
import { ToolsSection } from './ToolsSection';
import { UseCaseCarousel } from './UseCaseCarousel';
import { VideoCallDemo } from './VideoCallDemo';

/** The visitor's front page (spec 001 §2.12): / for visitors and /landing. */
export function LandingPage() {
  usePageMeta({
    title: 'SmartCRM: the AI-powered sales CRM',
    description:
      'SmartCRM scores your leads, runs a live deal pipeline, calls from the browser and puts 32 AI tools next to your data. 14-day free trial, no credit card.',
    path: '/',
  });
  const [deferred] = useState(takePrerenderedLanding);
  useEffect(() => {
    if (deferred) firstScreenHydrated();
  }, [deferred]);
  const later = (section: ReactNode) => <BelowTheFold deferred={deferred}>{section}</BelowTheFold>;
  return (
    <>
      <Hero />
      {later(<StatsBand />)}
      {later(<FeatureRotation />)}
      {later(<ShowcaseSection />)}
      {later(<ToolsSection />)}
      {later(<VideoCallDemo />)}
      {later(<UseCaseCarousel />)}
      {later(
        <section id="pricing" className="site-section" aria-labelledby="pricing-title">
          <div className="site-container">
            <div className="section-head">
              <p className="eyebrow">Pricing</p>
              <h2 id="pricing-title" className="section-title">
                Simple plans that grow with your team
              </h2>
              <p className="section-lead">Pick the plan that fits your team today and change it whenever you grow.</p>
            </div>
            <PricingSection />
          </div>
        </section>,
      )}
      {later(
        <section id="faq" className="site-section site-section--muted" aria-labelledby="faq-title">
          <div className="site-container site-container--narrow">
            <div className="section-head">
              <p className="eyebrow">FAQ</p>
              <h2 id="faq-title" className="section-title">
                Questions, answered
              </h2>
            </div>
            <FaqList />
          </div>
        </section>,
      )}
      {later(<CtaBand />)}
    </>
  );
}
