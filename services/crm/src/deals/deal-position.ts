/** Room left between two cards on creation and after a renumbering. */
export const positionGap = 1024;

/**
 * The position of a card dropped between `above` and `below` (either may be absent), or null
 * when floats leave no room between them and the stage must be renumbered first.
 */
export function positionBetween(above: number | null, below: number | null): number | null {
  if (above === null && below === null) return 0;
  if (above === null) return below! - positionGap;
  if (below === null) return above + positionGap;
  const middle = above + (below - above) / 2;
  return middle > above && middle < below ? middle : null;
}
