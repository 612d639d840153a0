import { access, formatMoney, type Quote } from '@smartcrm/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { Page } from '../../../ui/Page';
import { Spinner } from '../../../ui/Spinner';
import { useAccess } from '../../auth/hooks/useAccess';
import { dealKeys, dealPickerQuery, dealQuery, pipelinesQuery } from '../../pipeline/queries';
import {
  createQuote,
  dealLinesQuery,
  moneyKeys,
  productsQuery,
  quotesQuery,
  reviseQuote,
  saveDealLines,
} from '../queries';
import { LineItemsEditor } from './LineItemsEditor';
import { ProductCatalog } from './ProductCatalog';
import { QuoteForm } from './QuoteForm';
import { QuoteList } from './QuoteList';
import '../money.css';

/** /quote-builder?deal=ID: a deal's line items, its quotes and a new quote from those lines. */
export function QuoteBuilderPage() {
  const [params, setParams] = useSearchParams();
  const dealId = params.get('deal') ?? '';
  const deals = useQuery(dealPickerQuery(''));
  const products = useQuery(productsQuery());
  const canEdit = useAccess(access.productCatalog) === 'allowed';
  return (
    <Page
      title="Quote Builder"
      subtitle="Price a deal from your products, send the quote, and let the customer accept it online."
    >
      <label className="field money-deal-picker">
        <span className="field__label">Deal</span>
        <select
          className="field__input field__select"
          value={dealId}
          onChange={(event) => setParams(event.target.value ? { deal: event.target.value } : {})}
        >
          <option value="">Choose a deal…</option>
          {(deals.data ?? []).map((deal) => (
            <option key={deal.id} value={deal.id}>
              {deal.title}
              {deal.contactName ? ` · ${deal.contactName}` : ''}
            </option>
          ))}
        </select>
      </label>
      <ProductCatalog products={products.data ?? []} canEdit={canEdit} />
      {dealId ? <DealQuotes key={dealId} dealId={dealId} /> : <p className="field__hint">Pick a deal to price it.</p>}
    </Page>
  );
}

function DealQuotes({ dealId }: { dealId: string }) {
  const queryClient = useQueryClient();
  const deal = useQuery(dealQuery(dealId));
  const lines = useQuery(dealLinesQuery(dealId));
  const products = useQuery(productsQuery());
  const quotes = useQuery(quotesQuery(dealId));
  const pipelines = useQuery(pipelinesQuery());
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: moneyKeys.all });
    void queryClient.invalidateQueries({ queryKey: dealKeys.all });
  };
  const revise = useMutation({
    mutationFn: (quote: Quote) => reviseQuote(quote.id, {}),
    onSuccess: (quote) => {
      toast.success(`${quote.number} version ${quote.version} is now the one to accept`);
      refresh();
    },
    onError: (error: Error) => toast.error(error.message),
  });
  if (deal.isPending || lines.isPending || products.isPending) return <Spinner label="Loading the deal" />;
  if (deal.isError || lines.isError) return <p role="alert">Could not load this deal.</p>;
  const pipeline = pipelines.data?.find((p) => p.id === deal.data.pipelineId);
  return (
    <div className="money-builder">
      <section className="money-card" aria-labelledby="lines-title">
        <h2 id="lines-title" className="money-card__title">
          Line items · deal value {formatMoney(deal.data.value)}
        </h2>
        <LineItemsEditor
          key={lines.dataUpdatedAt}
          saved={lines.data}
          products={products.data ?? []}
          onSave={async (input) => {
            await saveDealLines(dealId, input);
            toast.success('Line items saved');
            refresh();
          }}
        />
      </section>
      <section className="money-card" aria-labelledby="quote-title">
        <h2 id="quote-title" className="money-card__title">
          Quotes
        </h2>
        <QuoteList quotes={quotes.data ?? []} onRevise={(quote) => revise.mutate(quote)} />
        {lines.data.lines.length > 0 ? (
          <QuoteForm
            dealId={dealId}
            dealTitle={deal.data.title}
            pipeline={pipeline}
            onCreate={async (input) => {
              const quote = await createQuote(input);
              toast.success(`${quote.number} created`);
              refresh();
            }}
          />
        ) : (
          <p className="field__hint">Save at least one line item to quote this deal.</p>
        )}
      </section>
    </div>
  );
}
