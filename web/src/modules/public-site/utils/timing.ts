/** The public site's motion constants (spec 001 §9, Timing). */
export const carouselIntervalMs = 5000;
export const featureRotationMs = 6000;
export const featureFadeMs = 500;
export const counterDurationMs = 2000;
export const demoPeriodIntervalMs = 2000;
export const demoAutoCycleStopMs = 10_000;
export const demoAppearDelayMs = 500;
/** The header turns solid with a shadow past this scroll offset (spec 001 §9, Formulas). */
export const headerSolidAfterPx = 10;

/** The next slide of a looping sequence, forwards or backwards. */
export function stepIndex(current: number, count: number, step: 1 | -1 = 1): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}

export const isHeaderSolid = (scrollY: number): boolean => scrollY > headerSolidAfterPx;

/**
 * The feature rotation's phase at `elapsed` ms into a slot: the panel is shown for the slot,
 * and fades out during its last 0.5 s before the next feature fades in.
 */
export function rotationPhase(elapsed: number): 'shown' | 'fading' {
  return elapsed % featureRotationMs >= featureRotationMs - featureFadeMs ? 'fading' : 'shown';
}
