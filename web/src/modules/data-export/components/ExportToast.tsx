import type { DataExport } from '@smartcrm/contracts';
import { toast } from 'sonner';
import { downloadUrl } from '../queries';

const plural = (n: number, kind: string) => `${n.toLocaleString('en-US')} ${n === 1 ? kind.slice(0, -1) : kind}`;

/** Replaces the export's "Preparing" toast with its download link, or with why it failed. */
export function showExportFinished(item: DataExport) {
  if (item.status === 'failed') {
    toast.error('The export failed', { id: item.id, description: item.error ?? undefined });
    return;
  }
  toast.success(`Your export is ready: ${plural(item.rows, item.kind)}`, {
    id: item.id,
    // Links stay valid until the file expires; the toast stays long enough to use it.
    duration: 60_000,
    description: (
      <a href={downloadUrl(item)} download={item.fileName} data-testid="export-download">
        Download {item.fileName}
      </a>
    ),
  });
}
