import { ArrowRight, Check, Clock } from 'lucide-react';
import { Link } from 'react-router-dom';
import { Page } from '../../../ui/Page';
import { useAccessJudge } from '../../auth/hooks/useAccess';
import { pageAccessOf } from '../../navigation/utils/page-access';
import type { ComingSoonArea } from '../content/coming-soon-areas';
import '../coming-soon.css';

interface ComingSoonPageProps {
  area: Omit<ComingSoonArea, 'paths'>;
  /** 'Coming soon' for the areas the spec marks so; 'Planned' for the shell's other unbuilt routes. */
  badge?: string;
}

/**
 * A product area or screen not built yet: what it will do, and links to what works today (only
 * those this user may open).
 */
export function ComingSoonPage({ area, badge = 'Coming soon' }: ComingSoonPageProps) {
  const judge = useAccessJudge();
  const meanwhile = area.meanwhile.filter((link) => {
    const rule = pageAccessOf(link.to);
    return !rule || judge(rule) === 'allowed';
  });
  return (
    <Page title={area.title} subtitle={area.summary}>
      <section className="card coming-soon" aria-labelledby="coming-soon-title">
        <p className="coming-soon__badge">
          <Clock aria-hidden size={14} /> {badge}
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
      {meanwhile.length > 0 && (
        <section className="card coming-soon" aria-labelledby="meanwhile-title">
          <h2 id="meanwhile-title" className="coming-soon__title">
            Until then
          </h2>
          <ul className="coming-soon__links">
            {meanwhile.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>
                  {link.label} <ArrowRight aria-hidden size={14} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
    </Page>
  );
}
