import type { DataExportKind } from '@smartcrm/contracts';
import { Download } from 'lucide-react';
import { Spinner } from '../../../ui/Spinner';
import { useDataExport } from '../hooks/useDataExport';

interface ExportButtonProps {
  kind: DataExportKind;
  /** The view's filters and sort, without paging: the file holds every row they select. */
  query: object;
}

/** Exports the current view as CSV in the background, any size; the toast brings the download link. */
export function ExportButton({ kind, query }: ExportButtonProps) {
  const { start, busy } = useDataExport(kind);
  return (
    <button type="button" className="button button--secondary" disabled={busy} onClick={() => start(query)}>
      {busy ? <Spinner size="sm" label="Exporting" /> : <Download aria-hidden size={16} />}
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
