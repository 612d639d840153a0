import { formatMinor, QuoteAcceptInput } from '@smartcrm/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { Button } from '../../../ui/Button';
import { FormInput } from '../../../ui/form/FormInputs';
import { useSchemaForm } from '../../../ui/form/use-schema-form';
import { Spinner } from '../../../ui/Spinner';
import { useTenant } from '../../tenant/hooks/useTenant';
import { acceptQuote, publicQuoteQuery } from '../queries';
import '../money.css';

const billing = { one_off: '', monthly: ' / month', yearly: ' / year' } as const;

/** /q/:token: the customer's page, without sign-in: the quote, its PDF, and accepting it with a typed name. */
export function PublicQuotePage() {
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const quote = useQuery(publicQuoteQuery(token));
  const company = useTenant().tenant?.branding.companyName ?? '';
  const { form, submit, sending, formError } = useSchemaForm(QuoteAcceptInput, { name: '' }, async ({ name }) => {
    queryClient.setQueryData(publicQuoteQuery(token).queryKey, await acceptQuote(token, name));
  });
  if (quote.isPending) return <Spinner label="Loading the quote" />;
  if (quote.isError)
    return (
      <main className="money-public">
        <p role="alert">This quote link is not valid.</p>
      </main>
    );
  const q = quote.data;
  const money = (amount: number) => formatMinor(amount, q.currency);
  return (
    <main className="money-public">
      <header className="money-public__header">
        <p className="money-public__company">{company}</p>
        <h1>
          Quote {q.number} <span className="field__hint">version {q.version}</span>
        </h1>
        <p>{q.title}</p>
        {q.customerName && <p>For {q.customerName}</p>}
        <p className="field__hint">
          Valid until {q.expiresOn} · prices {q.taxMode === 'inclusive' ? 'include' : 'exclude'} tax ·{' '}
          <a href={`/api/quote-links/${token}/pdf`}>Download PDF</a>
        </p>
      </header>
      <table className="table" aria-label="Quote lines">
        <thead>
          <tr>
            <th>Item</th>
            <th>Qty</th>
            <th>Unit price</th>
            <th>Discount</th>
            <th>Tax</th>
            <th>Total</th>
          </tr>
        </thead>
        <tbody>
          {q.lines.map((line, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a quote version's lines never change or reorder
            <tr key={i}>
              <td>
                {line.description}
                {billing[line.billing]}
              </td>
              <td>{line.quantity}</td>
              <td>{money(line.unitPrice)}</td>
              <td>{line.discountPercent ? `${line.discountPercent}%` : ''}</td>
              <td>{line.taxRate}%</td>
              <td>{money(line.total)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="money-totals" aria-label="Totals">
        <dt>Subtotal</dt>
        <dd>{money(q.totals.net)}</dd>
        <dt>Tax</dt>
        <dd>{money(q.totals.tax)}</dd>
        <dt>Total</dt>
        <dd>{money(q.totals.total)}</dd>
      </dl>
      {q.terms && <p className="money-public__terms">{q.terms}</p>}
      {q.acceptance ? (
        <p role="status" className="money-public__accepted">
          Accepted by {q.acceptance.name} on {new Date(q.acceptance.acceptedAt).toLocaleString()}.
        </p>
      ) : q.status === 'open' ? (
        <form className="money-public__accept" onSubmit={submit} noValidate aria-label="Accept this quote">
          <FormInput form={form} name="name" label="Type your full name to accept" autoComplete="name" />
          {formError && <p role="alert">{formError}</p>}
          <Button type="submit" variant="primary" busy={sending}>
            Accept quote
          </Button>
        </form>
      ) : (
        <p role="status">This quote is {q.status} and can no longer be accepted.</p>
      )}
    </main>
  );
}
