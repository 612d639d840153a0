import clsx from 'clsx';
import { ArrowRight, Check, Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAutoAdvance } from '../../public-site/hooks/useAutoAdvance';
import { featureFadeMs, featureRotationMs } from '../../public-site/utils/timing';
import { rotatingFeatures } from '../content/landing-content';

/**
 * #features: one feature at a time, rotating every 6 s with a 0.5 s fade (spec 001 §9). The tabs
 * pick one by hand; hovering or focusing holds it; the pause button stops the rotation.
 */
export function FeatureRotation() {
  const rotation = useAutoAdvance(rotatingFeatures.length, featureRotationMs);
  const [shown, setShown] = useState(rotation.index);
  const [fading, setFading] = useState(false);

  // Fade the old feature out for 0.5 s, then swap in the new one, which fades in.
  useEffect(() => {
    if (rotation.index === shown) return;
    setFading(true);
    const timer = window.setTimeout(() => {
      setShown(rotation.index);
      setFading(false);
    }, featureFadeMs);
    return () => window.clearTimeout(timer);
  }, [rotation.index, shown]);

  const feature = rotatingFeatures[shown]!;
  const Icon = feature.icon;
  return (
    <section id="features" className="site-section" aria-labelledby="features-title">
      <div className="site-container">
        <div className="section-head">
          <p className="eyebrow">Features</p>
          <h2 id="features-title" className="section-title">
            One workspace for the whole sales day
          </h2>
          <p className="section-lead">
            From the first touch to the signed contract, each step has a tool that does the typing.
          </p>
        </div>
        <div className="rotation" {...rotation.holdProps}>
          <div className="rotation__side">
            <div className="rotation__tabs" role="tablist" aria-label="Features">
              {rotatingFeatures.map((item, i) => {
                const TabIcon = item.icon;
                return (
                  <button
                    key={item.id}
                    type="button"
                    role="tab"
                    id={`feature-tab-${item.id}`}
                    aria-selected={i === rotation.index}
                    aria-controls="feature-panel"
                    className="rotation__tab"
                    onClick={() => rotation.go(i)}
                  >
                    <TabIcon aria-hidden size={18} /> {item.name}
                  </button>
                );
              })}
            </div>
            <button
              type="button"
              className="button button--ghost button--sm rotation__pause"
              onClick={rotation.togglePaused}
            >
              {rotation.paused ? <Play aria-hidden size={14} /> : <Pause aria-hidden size={14} />}
              {rotation.paused ? 'Resume rotation' : 'Pause rotation'}
            </button>
          </div>
          <div
            id="feature-panel"
            role="tabpanel"
            aria-labelledby={`feature-tab-${feature.id}`}
            className={clsx('rotation__panel', fading && 'rotation__panel--fading')}
          >
            <span className="rotation__icon">
              <Icon aria-hidden size={24} />
            </span>
            <h3 className="rotation__title">{feature.title}</h3>
            <p className="rotation__text">{feature.text}</p>
            <ul className="check-list">
              {feature.points.map((point) => (
                <li key={point}>
                  <Check aria-hidden size={18} className="check-list__icon" /> {point}
                </li>
              ))}
            </ul>
            <Link to={`/landing/features/${feature.id}`} className="related-link">
              Explore {feature.name.toLowerCase()} <ArrowRight aria-hidden size={16} />
            </Link>
          </div>
        </div>
      </div>
    </section>
  );
}
