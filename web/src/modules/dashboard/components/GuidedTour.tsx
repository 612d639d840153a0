import { useEffect, useState } from 'react';
import { Button } from '../../../ui/Button';

export interface TourStep {
  target: string;
  title: string;
  text: string;
}

/**
 * Spec 000 §2's guided tour: one step per section on the page, the current one highlighted and
 * scrolled into view. Previous, Continue (Complete on the last step) and Skip Tour.
 */
export function GuidedTour({ steps, onEnd }: { steps: TourStep[]; onEnd: () => void }) {
  const [index, setIndex] = useState(0);
  const step = steps[index];

  useEffect(() => {
    if (!step) return;
    const element = document.querySelector(`[data-section-id="${step.target}"]`);
    element?.classList.add('dashboard-section--highlight');
    element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
    return () => element?.classList.remove('dashboard-section--highlight');
  }, [step]);

  if (!step) return null;
  const last = index === steps.length - 1;
  return (
    <div className="guided-tour card" role="dialog" aria-label="Guided tour" aria-live="polite">
      <p className="muted">
        Step {index + 1} of {steps.length}
      </p>
      <h2 className="guided-tour__title">{step.title}</h2>
      <p>{step.text}</p>
      <div className="guided-tour__actions">
        <Button variant="ghost" size="sm" onClick={onEnd}>
          Skip Tour
        </Button>
        <Button size="sm" disabled={index === 0} onClick={() => setIndex(index - 1)}>
          Previous
        </Button>
        <Button variant="primary" size="sm" onClick={() => (last ? onEnd() : setIndex(index + 1))}>
          {last ? 'Complete' : 'Continue'}
        </Button>
      </div>
    </div>
  );
}
