import { ArrowRight, Check, PlayCircle } from 'lucide-react';
import { Link } from 'react-router-dom';
import { DemoDashboard } from '../../public-site/components/demo/DemoDashboard';

/** The landing page's first screen: the promise, the trial, and the live demo dashboard. */
export function Hero() {
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="site-container hero__inner">
        <div className="hero__copy">
          <p className="hero__badge">
            <span className="hero__badge-dot" aria-hidden /> 14-day free trial · no credit card
          </p>
          <h1 id="hero-title" className="hero__title">
            The AI-powered CRM that tells your team <span className="hero__accent">who to call next</span>
          </h1>
          <p className="hero__lead">
            Contacts, a live deal pipeline, in-browser calling and 20+ AI tools in one workspace. SmartCRM scores your
            leads, drafts your follow-ups and forecasts your quarter.
          </p>
          <div className="hero__actions">
            <Link to="/register" className="button button--primary button--lg">
              Start Free Trial <ArrowRight aria-hidden size={18} />
            </Link>
            <Link to="/demo" className="button button--secondary button--lg">
              <PlayCircle aria-hidden size={18} /> See Live Demo
            </Link>
          </div>
          <ul className="hero__assurances">
            {['Free onboarding', 'Cancel anytime', 'Set up in minutes'].map((item) => (
              <li key={item}>
                <Check aria-hidden size={16} /> {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="hero__visual">
          <DemoDashboard />
        </div>
      </div>
    </section>
  );
}
