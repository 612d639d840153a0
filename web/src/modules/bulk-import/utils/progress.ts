import type { UserImport } from '@smartcrm/contracts';

/**
 * How far the import is, 0…1. The row count is only known at the end, so it is estimated from
 * the file's size and the bytes per row of its first rows; done is always 1.
 */
export function importProgress(
  item: Pick<UserImport, 'status' | 'size' | 'headers' | 'sampleRows' | 'counts'>,
): number {
  if (item.status === 'completed' || item.status === 'failed') return 1;
  const lines = [item.headers, ...item.sampleRows].map((row) => row.join(',').length + 1);
  const bytesPerRow = Math.max(1, lines.reduce((a, b) => a + b, 0) / lines.length);
  const estimated = Math.max(1, Math.round(item.size / bytesPerRow) - 1);
  return Math.min(0.99, item.counts.read / estimated);
}
