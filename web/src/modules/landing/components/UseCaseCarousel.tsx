import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useAutoAdvance } from '../../public-site/hooks/useAutoAdvance';
import { carouselIntervalMs } from '../../public-site/utils/timing';
import { useCases } from '../content/landing-content';

/** #use-cases: a carousel that advances every 5 s (spec 001 §9), with previous, next, pause and dots. */
export function UseCaseCarousel() {
  const carousel = useAutoAdvance(useCases.length, carouselIntervalMs);
  return (
    <section id="use-cases" className="site-section site-section--muted" aria-labelledby="use-cases-title">
      <div className="site-container">
        <div className="section-head">
          <p className="eyebrow">Use cases</p>
          <h2 id="use-cases-title" className="section-title">
            Built for every seat on the sales team
          </h2>
        </div>
        <section className="carousel" aria-label="Use cases" aria-roledescription="carousel" {...carousel.holdProps}>
          <div className="carousel__viewport" aria-live={carousel.running ? 'off' : 'polite'}>
            <ul className="carousel__track" style={{ transform: `translateX(-${carousel.index * 100}%)` }}>
              {useCases.map(({ icon: Icon, team, title, text }, i) => (
                <li
                  key={team}
                  className="carousel__slide"
                  aria-roledescription="slide"
                  aria-label={`${i + 1} of ${useCases.length}: ${team}`}
                  aria-hidden={i !== carousel.index}
                  inert={i !== carousel.index}
                >
                  <span className="carousel__icon">
                    <Icon aria-hidden size={22} />
                  </span>
                  <p className="carousel__team">{team}</p>
                  <h3 className="carousel__title">{title}</h3>
                  <p className="carousel__text">{text}</p>
                </li>
              ))}
            </ul>
          </div>
          <div className="carousel__controls">
            <button
              type="button"
              className="icon-button"
              onClick={() => carousel.step(-1)}
              aria-label="Previous use case"
            >
              <ChevronLeft aria-hidden size={18} />
            </button>
            <div className="carousel__dots">
              {useCases.map((useCase, i) => (
                <button
                  key={useCase.team}
                  type="button"
                  className={clsx('carousel__dot', i === carousel.index && 'carousel__dot--active')}
                  aria-label={`Show ${useCase.team}`}
                  aria-current={i === carousel.index}
                  onClick={() => carousel.go(i)}
                />
              ))}
            </div>
            <button type="button" className="icon-button" onClick={() => carousel.step(1)} aria-label="Next use case">
              <ChevronRight aria-hidden size={18} />
            </button>
            <button
              type="button"
              className="icon-button"
              onClick={carousel.togglePaused}
              aria-label={carousel.paused ? 'Resume carousel' : 'Pause carousel'}
            >
              {carousel.paused ? <Play aria-hidden size={16} /> : <Pause aria-hidden size={16} />}
            </button>
          </div>
        </section>
      </div>
    </section>
  );
}
