import type { DealSegment } from '@smartcrm/contracts';

/** The pipeline's list view filtered to one classification: where View All Deals lands. */
export const dealsLink = (segment: DealSegment) => `/pipeline?view=list&segment=${segment}`;

/** A deal opened in the pipeline's drawer. */
export const dealLink = (id: string) => `/pipeline?view=list&deal=${id}`;

export const unknownContact = 'Unknown Contact';

/** Initials for an avatar; a missing contact is UC (spec 001 §2.9). */
export function initials(name: string | null): string {
  if (!name) return 'UC';
  const parts = name.trim().split(/\s+/);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || 'UC';
}
