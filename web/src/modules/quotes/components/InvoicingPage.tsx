import { formatMinor, type Invoice, InvoiceStatus } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { FileText } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../ui/Button';
import { EmptyState } from '../../../ui/EmptyState';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { invoiceAction, invoicesQuery, moneyKeys, paymentLink, quotesQuery, recordPayment } from '../queries';
import { InvoiceFromQuoteForm } from './InvoiceFromQuoteForm';
import { QuoteStatusBadge } from './StatusBadge';
import '../money.css';

const filters = [
  { value: '', label: 'All' },
  ...InvoiceStatus.options.map((s) => ({ value: s, label: s.replace('_', ' ') })),
];

/** /invoicing: invoices numbered per workspace, from accepted quotes; send, take payments, void, export. */
export function InvoicingPage() {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState('');
  const invoices = useQuery(invoicesQuery(status));
  const quotes = useQuery(quotesQuery(null));
  const refresh = () => queryClient.invalidateQueries({ queryKey: moneyKeys.all });
  const act = useMutation({
    mutationFn: ({ invoice, action }: { invoice: Invoice; action: 'send' | 'void' | 'pay' }) =>
      action === 'pay'
        ? recordPayment(invoice.id, invoice.totals.total - invoice.amountPaid)
        : invoiceAction(invoice.id, action),
    onSuccess: (invoice) => {
      toast.success(`${invoice.number} is ${invoice.status.replace('_', ' ')}`);
      void refresh();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const pay = useMutation({
    mutationFn: (invoice: Invoice) => paymentLink(invoice.id),
    onSuccess: async (session) => {
      await navigator.clipboard?.writeText(session.url).catch(() => undefined);
      toast.success('Payment link copied: send it to the customer', { description: session.url });
    },
    onError: (error: Error) => toast.error(error.message),
  });
  const invoiced = new Set((invoices.data ?? []).map((i) => i.quoteId));
  const billable = (quotes.data ?? []).filter((q) => q.status === 'accepted' && !invoiced.has(q.id));

  return (
    <Page
      title="Invoicing"
      subtitle="Invoices numbered without gaps, made from accepted quotes."
      actions={
        <a className="button button--secondary" href={`/api/invoices/export.csv${status ? `?status=${status}` : ''}`}>
          Export CSV
        </a>
      }
    >
      <InvoiceFromQuoteForm quotes={billable} onCreated={() => void refresh()} />
      <label className="field money-filter">
        <span className="field__label">Status</span>
        <select className="field__input field__select" value={status} onChange={(e) => setStatus(e.target.value)}>
          {filters.map((f) => (
            <option key={f.value} value={f.value}>
              {f.label}
            </option>
          ))}
        </select>
      </label>
      {invoices.isPending ? (
        <Spinner label="Loading invoices" />
      ) : invoices.isError ? (
        <p role="alert">Could not load invoices. {invoices.error.message}</p>
      ) : invoices.data.length === 0 ? (
        <EmptyState icon={FileText} title="No invoices here yet">
          Accept a quote on its customer page, then invoice it above.
        </EmptyState>
      ) : (
        <table className="table" aria-label="Invoices">
          <thead>
            <tr>
              <th>Number</th>
              <th>Customer</th>
              <th>Status</th>
              <th>Issued</th>
              <th>Due</th>
              <th>Total</th>
              <th>Paid</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {invoices.data.map((invoice) => (
              <tr key={invoice.id}>
                <td>{invoice.number}</td>
                <td>{invoice.customerName}</td>
                <td>
                  <QuoteStatusBadge status={invoice.status} />
                </td>
                <td>{invoice.issuedOn}</td>
                <td>{invoice.dueOn}</td>
                <td>{formatMinor(invoice.totals.total, invoice.currency)}</td>
                <td>{formatMinor(invoice.amountPaid, invoice.currency)}</td>
                <td className="money-actions">
                  {invoice.status === 'draft' && (
                    <Button size="sm" onClick={() => act.mutate({ invoice, action: 'send' })}>
                      Mark sent
                    </Button>
                  )}
                  {['sent', 'partially_paid', 'overdue'].includes(invoice.status) && (
                    <>
                      <Button size="sm" onClick={() => pay.mutate(invoice)}>
                        Payment link
                      </Button>
                      <Button size="sm" variant="ghost" onClick={() => act.mutate({ invoice, action: 'pay' })}>
                        Paid by hand
                      </Button>
                    </>
                  )}
                  {invoice.status !== 'void' && invoice.amountPaid === 0 && (
                    <Button size="sm" variant="ghost" onClick={() => act.mutate({ invoice, action: 'void' })}>
                      Void
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Page>
  );
}
