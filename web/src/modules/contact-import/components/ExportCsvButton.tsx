import type { ContactListQuery } from '@smartcrm/contracts';
import { Download } from 'lucide-react';
import { tenantQuery } from '../../tenant/utils/tenant-storage';

/** Downloads the current view (same filters and sort) as CSV; the server streams every page. */
export function ExportCsvButton({ query }: { query: ContactListQuery }) {
  const params = new URLSearchParams(tenantQuery().slice(1));
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return (
    <a className="button button--secondary" href={`/api/contacts/export.csv?${params}`} download>
      <Download aria-hidden size={16} />
      Export CSV
    </a>
  );
}
