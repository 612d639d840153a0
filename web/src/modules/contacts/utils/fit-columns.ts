export interface FitMeta {
  /** The narrowest the column's track gets, in px. */
  minWidth: number;
  /** Columns that may go when space runs out, 1 first; a column without one always stays. */
  dropOrder?: number;
}

/**
 * The columns that fit `width` px side by side: the droppable ones leave in their order until
 * the rest fit (or only the ones that always stay are left), the others keep their order.
 */
export function fitColumns<T>(columns: readonly T[], metaOf: (column: T) => FitMeta, width: number): T[] {
  const droppable = columns
    .filter((column) => metaOf(column).dropOrder !== undefined)
    .sort((a, b) => (metaOf(a).dropOrder ?? 0) - (metaOf(b).dropOrder ?? 0));
  const dropped = new Set<T>();
  let total = columns.reduce((sum, column) => sum + metaOf(column).minWidth, 0);
  for (const column of droppable) {
    if (total <= width) break;
    dropped.add(column);
    total -= metaOf(column).minWidth;
  }
  return columns.filter((column) => !dropped.has(column));
}
