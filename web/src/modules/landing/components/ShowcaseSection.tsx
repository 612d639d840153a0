import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { LeadScoreCard } from '../../public-site/components/demo/LeadScoreCard';
import { StageBoard } from '../../public-site/components/demo/StageBoard';

/** The pipeline stages and a lead score with its parts, as the product shows them (sample deals). */
export function ShowcaseSection() {
  return (
    <section className="site-section site-section--muted" aria-labelledby="showcase-title">
      <div className="site-container">
        <div className="section-head">
          <p className="eyebrow">Pipeline and scoring</p>
          <h2 id="showcase-title" className="section-title">
            Every deal in its stage, every lead with a reason
          </h2>
          <p className="section-lead">
            Teams forecasting with probability-weighted pipelines report 42% greater forecasting accuracy.
          </p>
        </div>
        <div className="showcase">
          <div className="showcase__board">
            <div className="showcase__label">
              <span>Deal pipeline</span>
              <span className="demo-badge">Sample deals</span>
            </div>
            <StageBoard />
          </div>
          <div className="showcase__score">
            <div className="showcase__label">
              <span>AI lead score</span>
              <span className="demo-badge">Sample lead</span>
            </div>
            <LeadScoreCard />
            <p className="showcase__note">
              Engagement, fit and budget match each count, so a rep knows why a lead is hot, not only that it is.
            </p>
            <Link to="/features/contacts" className="related-link">
              How lead scoring works <ArrowRight aria-hidden size={16} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
