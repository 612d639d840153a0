import { dashboardSectionIds } from '@smartcrm/contracts';

/** Spec 000 §3: the browser mirror of the layout. */
export const layoutStorageKey = 'dashboard-section-order';

const known = new Set<string>(dashboardSectionIds);
export const isKnownSection = (id: string) => known.has(id);

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * Spec 000 §5: a stored order is used only if it is a non-empty list of ids; anything else
 * means the default (the plan's and role's: section-access.ts). A corrupt entry (not JSON, not a list of text) is removed. Unknown ids
 * stay: the dashboard shows them by their title-cased id.
 */
export function readStoredOrder(store: Store): string[] | null {
  const raw = store.getItem(layoutStorageKey);
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || !parsed.every((id) => typeof id === 'string' && id.length > 0)) {
    store.removeItem(layoutStorageKey);
    return null;
  }
  return parsed.length > 0 ? [...new Set(parsed as string[])] : null;
}

export const writeStoredOrder = (store: Store, order: string[]) =>
  store.setItem(layoutStorageKey, JSON.stringify(order));

/** What the server keeps: known ids only, the rest of the known ones hidden. */
export function toServerLayout(order: string[]) {
  const shown = order.filter(isKnownSection) as (typeof dashboardSectionIds)[number][];
  return { order: shown, hidden: dashboardSectionIds.filter((id) => !shown.includes(id)) };
}

/** 'recent-activity-section' → 'Recent Activity Section'. */
export const titleCase = (id: string) =>
  id
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');

/** Moves `id` to where `overId` is (drag and drop, or keyboard). */
export function moveSection(order: string[], id: string, overId: string): string[] {
  const from = order.indexOf(id);
  const to = order.indexOf(overId);
  if (from < 0 || to < 0 || from === to) return order;
  const next = [...order];
  next.splice(from, 1);
  next.splice(to, 0, id);
  return next;
}

/** Shows a hidden section at the end, or hides a shown one. */
export const toggleSection = (order: string[], id: string) =>
  order.includes(id) ? order.filter((s) => s !== id) : [...order, id];
