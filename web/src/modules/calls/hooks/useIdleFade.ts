import { useCallback, useEffect, useRef, useState } from 'react';

/** Spec 000 §9: call controls hide after 5 s without the pointer or focus on the card. */
export const controlsHideMs = 5000;

/** True once the element has gone `ms` without hover, pointer movement or focus inside it. */
export function useIdleFade(ms = controlsHideMs) {
  const [idle, setIdle] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const hovering = useRef(false);

  const wake = useCallback(() => {
    setIdle(false);
    clearTimeout(timer.current);
    if (!hovering.current) timer.current = setTimeout(() => setIdle(true), ms);
  }, [ms]);

  useEffect(() => {
    wake();
    return () => clearTimeout(timer.current);
  }, [wake]);

  const handlers = {
    onPointerEnter: () => {
      hovering.current = true;
      wake();
    },
    onPointerMove: wake,
    onPointerLeave: () => {
      hovering.current = false;
      wake();
    },
    onFocus: wake,
  };
  return { idle, handlers };
}
