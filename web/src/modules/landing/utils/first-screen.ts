/**
 * The prerendered landing page hydrates its first screen (header, hero) on its own, and the
 * sections below it only once that has committed: the visitor can use the first screen sooner,
 * and the rest hydrates section by section as separate low-priority work. A landing page that the
 * browser renders itself (a later visit within the app) renders every section at once.
 */
let prerenderedPage = false;
let hydrated = false;
let settle: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  settle = resolve;
});

/** main.tsx: the page about to be hydrated is the prerendered landing page. */
export function hydratingPrerenderedLanding(): void {
  prerenderedPage = true;
}

/** True for the first landing page rendered after hydratingPrerenderedLanding(), the one to hydrate. */
export function takePrerenderedLanding(): boolean {
  const was = prerenderedPage;
  prerenderedPage = false;
  return was;
}

/** The first screen has hydrated: the sections below may follow. */
export function firstScreenHydrated(): void {
  hydrated = true;
  settle();
}

/** What a section below the first screen waits for while the prerendered page hydrates; null after. */
export const untilFirstScreen = (): Promise<void> | null => (hydrated ? null : firstScreen);
