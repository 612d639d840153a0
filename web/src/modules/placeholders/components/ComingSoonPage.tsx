import { ArrowRight, Check, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import type { ComingSoonArea } from '../content/coming-soon-areas';
import '../coming-soon.css';

/** A product area the spec names but does not describe: what it will do, and what works today. */
export function ComingSoonPage({ area }: { area: ComingSoonArea }) {
  return (
    <Page title={area.title} subtitle={area.summary}>
      <section className="card coming-soon" aria-labelledby="coming-soon-title">
        <p className="coming-soon__badge">
          <Clock aria-hidden size={14} /> Coming soon
        </p>
        <h2 id="coming-soon-title" className="coming-soon__title">
          What {area.title} will do
        </h2>
        <ul className="coming-soon__plans">
          {area.plans.map((plan) => (
            <li key={plan}>
              <Check aria-hidden size={16} className="coming-soon__check" />
              {plan}
            </li>
          ))}
        </ul>
        <p className="muted">It is not available in your workspace yet; nothing on this page is simulated.</p>
      </section>
      <section className="card coming-soon" aria-labelledby="meanwhile-title">
        <h2 id="meanwhile-title" className="coming-soon__title">
          Until then
        </h2>
        <ul className="coming-soon__links">
          {area.meanwhile.map((link) => (
            <li key={link.label}>
              <Link to={link.to}>
                {link.label} <ArrowRight aria-hidden size={14} />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </Page>
  );
}
