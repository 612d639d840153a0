import { useCallback, useEffect, useState } from 'react';
import { stepIndex } from '../utils/timing';
import { useReducedMotion } from './useReducedMotion';

/**
 * An index that advances every `intervalMs` through `count` items. It holds still while paused
 * (hover, focus, the pause button) and never moves by itself for visitors who prefer reduced motion.
 */
export function useAutoAdvance(count: number, intervalMs: number) {
  const reducedMotion = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const [held, setHeld] = useState(false);
  const running = !reducedMotion && !paused && !held;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setIndex((current) => stepIndex(current, count)), intervalMs);
    return () => window.clearInterval(timer);
  }, [running, count, intervalMs]);

  const go = useCallback((next: number) => setIndex(stepIndex(next - 1, count)), [count]);
  const step = useCallback((by: 1 | -1) => setIndex((current) => stepIndex(current, count, by)), [count]);
  return {
    index,
    go,
    step,
    running,
    /** The visitor's own pause button; hover and focus only hold the slide. */
    paused,
    togglePaused: () => setPaused((value) => !value),
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: () => setHeld(false),
    },
  };
}
