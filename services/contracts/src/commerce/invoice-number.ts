/** The number an invoice shows: the pattern with `{YYYY}` the issue year and `{SEQ[:n]}` the sequence. */
export function formatInvoiceNumber(pattern: string, sequence: number, issuedOn: string): string {
  return pattern
    .replaceAll('{YYYY}', issuedOn.slice(0, 4))
    .replace(/\{SEQ(?::([1-9]))?\}/g, (_, width?: string) => String(sequence).padStart(Number(width ?? 1), '0'));
}

export const defaultInvoicePattern = 'INV-{YYYY}-{SEQ:4}';
