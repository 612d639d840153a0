import { CtaBand } from '../../public-site/components/CtaBand';
import { FaqList } from '../../public-site/components/FaqList';
import { PricingSection } from '../../public-forms/components/PricingSection';
import { usePageMeta } from '../../public-site/hooks/usePageMeta';
import { AfterFirstPaint } from './AfterFirstPaint';
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
  return (
    <>
      <Hero />
      <StatsBand />
      <AfterFirstPaint>
        <FeatureRotation />
        <ShowcaseSection />
        <ToolsSection />
        <VideoCallDemo />
        <UseCaseCarousel />
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
        </section>
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
        </section>
        <CtaBand />
      </AfterFirstPaint>
    </>
  );
}
