import { hitLink } from '../../search/utils/hit-link';

/** Where a record an AI answer names opens: the same screens a search hit opens. */
export const recordLink = (record: { type: 'contact' | 'deal' | 'task'; id: string; label: string }) =>
  hitLink({ type: record.type, id: record.id, title: record.label, subtitle: null, contactId: null, dealId: null });
