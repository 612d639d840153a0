import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '../../public-site/hooks/useReducedMotion';
import { counterDurationMs } from '../../public-site/utils/timing';
import { counterValue, formatCounter, parseCounter } from '../../public-site/utils/counter';

/**
 * Counts up to a figure over 2 s once it scrolls into view; shows the figure at once for visitors
 * who prefer reduced motion. It starts on the figure itself, as prerendered, so a page whose script
 * has not run (yet) shows real numbers; off screen it drops to zero, ready to count. Screen readers
 * get the final figure, not the moving one.
 */
export function AnimatedCounter({ figure }: { figure: string }) {
  const reducedMotion = useReducedMotion();
  const target = parseCounter(figure);
  const [value, setValue] = useState(target.value);
  const ref = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    const element = ref.current;
    const target = parseCounter(figure);
    if (reducedMotion || !element) {
      setValue(target.value);
      return;
    }
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) {
        setValue(0);
        return;
      }
      observer.disconnect();
      const started = performance.now();
      const tick = (now: number) => {
        const elapsed = now - started;
        setValue(counterValue(target, elapsed, counterDurationMs));
        if (elapsed < counterDurationMs) frame = requestAnimationFrame(tick);
      };
      frame = requestAnimationFrame(tick);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [reducedMotion, figure]);

  return (
    <span ref={ref} className="counter" role="img" aria-label={figure}>
      <span aria-hidden>{formatCounter(target, value)}</span>
    </span>
  );
}
