import type { InvoiceStatus, QuoteStatus } from '@smartcrm/contracts';

const labels: Record<QuoteStatus | InvoiceStatus, string> = {
  open: 'Open',
  accepted: 'Accepted',
  superseded: 'Superseded',
  expired: 'Expired',
  draft: 'Draft',
  sent: 'Sent',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  overdue: 'Overdue',
  void: 'Void',
};

export function QuoteStatusBadge({ status }: { status: QuoteStatus | InvoiceStatus }) {
  return <span className={`money-badge money-badge--${status}`}>{labels[status]}</span>;
}
