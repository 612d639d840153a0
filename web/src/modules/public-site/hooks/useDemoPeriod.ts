import { useEffect, useState } from 'react';
import { type DemoPeriod, demoPeriods } from '../content/demo-data';
import { demoAppearDelayMs, demoAutoCycleStopMs, demoPeriodIntervalMs, stepIndex } from '../utils/timing';
import { useReducedMotion } from './useReducedMotion';

/**
 * The demo dashboard's period (spec 001 §4, §9): it appears after 0.5 s, then the auto demo moves
 * through 7d, 30d and 90d every 2 s and stops after 10 s, or as soon as the visitor picks one.
 */
export function useDemoPeriod() {
  // Reduced motion is known only after hydration (the prerendered page has motion), so it is
  // applied on top of the state: shown at once, never cycling.
  const reducedMotion = useReducedMotion();
  const [appeared, setAppeared] = useState(false);
  const [period, setPeriod] = useState<DemoPeriod>('30d');
  const [cycling, setCycling] = useState(true);
  const visible = appeared || reducedMotion;
  const auto = cycling && !reducedMotion;

  useEffect(() => {
    if (visible) return;
    const timer = window.setTimeout(() => setAppeared(true), demoAppearDelayMs);
    return () => window.clearTimeout(timer);
  }, [visible]);

  useEffect(() => {
    if (!auto || !visible) return;
    const cycle = window.setInterval(
      () => setPeriod((current) => demoPeriods[stepIndex(demoPeriods.indexOf(current), demoPeriods.length)]!),
      demoPeriodIntervalMs,
    );
    const stop = window.setTimeout(() => setCycling(false), demoAutoCycleStopMs);
    return () => {
      window.clearInterval(cycle);
      window.clearTimeout(stop);
    };
  }, [auto, visible]);

  return {
    visible,
    period,
    auto,
    choose: (next: DemoPeriod) => {
      setCycling(false);
      setPeriod(next);
    },
  };
}
