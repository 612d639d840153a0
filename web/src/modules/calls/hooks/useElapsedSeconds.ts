import { useEffect, useState } from 'react';

/** Whole seconds since `since` (a performance.now() reading), ticking each second; 0 without one. */
export function useElapsedSeconds(since: number | null): number {
  const [now, setNow] = useState(() => performance.now());
  useEffect(() => {
    if (since === null) return;
    setNow(performance.now());
    const timer = setInterval(() => setNow(performance.now()), 1000);
    return () => clearInterval(timer);
  }, [since]);
  return since === null ? 0 : Math.max(0, Math.floor((now - since) / 1000));
}
