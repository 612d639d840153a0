import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';

/** The closing call to action of public pages (spec 001 §2.12 claims). */
export function CtaBand({ title = 'Start your 14-day free trial' }: { title?: string }) {
  return (
    <section className="cta-band" aria-labelledby="cta-title">
      <div className="site-container cta-band__inner">
        <div>
          <h2 id="cta-title" className="cta-band__title">
            {title}
          </h2>
          <p className="cta-band__text">No credit card required · Free onboarding · Cancel anytime</p>
        </div>
        <div className="cta-band__actions">
          <Link to="/register" className="button button--primary button--lg">
            Start Free Trial <ArrowRight aria-hidden size={18} />
          </Link>
          <Link to="/demo" className="button button--secondary button--lg">
            See Live Demo
          </Link>
        </div>
      </div>
    </section>
  );
}
