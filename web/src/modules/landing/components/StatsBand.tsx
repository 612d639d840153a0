import { landingStats } from '../content/landing-content';
import { AnimatedCounter } from './AnimatedCounter';

export function StatsBand() {
  return (
    <section className="stats-band" aria-label="SmartCRM in numbers">
      <ul className="site-container stats-band__list">
        {landingStats.map((stat) => (
          <li key={stat.figure} className="stats-band__item">
            <AnimatedCounter figure={stat.figure} />
            <span className="stats-band__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
