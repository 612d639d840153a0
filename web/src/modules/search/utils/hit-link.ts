import type { SearchHit } from '@smartcrm/contracts';

/** Where a hit opens: the record's own screen, or for a note the deal or contact it belongs to. */
export function hitLink(hit: SearchHit): string {
  switch (hit.type) {
    case 'contact':
      return `/contacts/${hit.id}`;
    case 'company':
      return `/contacts?search=${encodeURIComponent(hit.title)}`;
    case 'deal':
      return `/pipeline?deal=${hit.id}`;
    case 'task':
      return `/tasks/${hit.id}`;
    case 'note':
      return hit.dealId ? `/pipeline?deal=${hit.dealId}` : `/contacts/${hit.contactId}`;
  }
}
