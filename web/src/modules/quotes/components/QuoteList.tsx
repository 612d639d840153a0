import { formatMinor, type Quote } from '@smartcrm/contracts';
import { Button } from '../../../ui/Button';
import { QuoteStatusBadge } from './StatusBadge';

export const publicQuotePath = (quote: Quote) => `/q/${quote.publicToken}`;

/** A deal's quotes, newest first: each version with its status, figures, PDF and the customer's link. */
export function QuoteList({ quotes, onRevise }: { quotes: Quote[]; onRevise: (quote: Quote) => void }) {
  if (quotes.length === 0) return <p className="field__hint">No quote yet for this deal.</p>;
  return (
    <table className="table" aria-label="Quotes">
      <thead>
        <tr>
          <th>Quote</th>
          <th>Status</th>
          <th>Total</th>
          <th>Valid until</th>
          <th>Accepted by</th>
          <th>
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.id}>
            <td>
              {quote.number} v{quote.version}
            </td>
            <td>
              <QuoteStatusBadge status={quote.status} />
            </td>
            <td>{formatMinor(quote.totals.total, quote.currency)}</td>
            <td>{quote.expiresOn}</td>
            <td>
              {quote.acceptance
                ? `${quote.acceptance.name}, ${new Date(quote.acceptance.acceptedAt).toLocaleString()}`
                : ''}
            </td>
            <td className="money-actions">
              <a href={`/api/quotes/${quote.id}/pdf`} target="_blank" rel="noreferrer">
                PDF
              </a>
              {quote.status === 'open' && (
                <>
                  <a href={publicQuotePath(quote)} target="_blank" rel="noreferrer">
                    Customer page
                  </a>
                  <Button size="sm" onClick={() => onRevise(quote)}>
                    New version
                  </Button>
                </>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
