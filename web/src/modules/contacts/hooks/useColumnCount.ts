import { type RefObject, useLayoutEffect, useState } from 'react';

/** How many cards of at least `minWidth` fit across the element, kept current as it resizes. */
export function useColumnCount(ref: RefObject<HTMLElement | null>, minWidth: number, gap: number): number {
  const [count, setCount] = useState(1);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setCount(Math.max(1, Math.floor((element.clientWidth + gap) / (minWidth + gap))));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, minWidth, gap]);
  return count;
}
