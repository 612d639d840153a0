import type { RpcHandlers } from '@smartcrm/kit';
import type { QuoteService } from './quote.service';

type QuoteHandlers = Pick<
  RpcHandlers<'crm'>,
  | 'crm.quotes.list'
  | 'crm.quotes.get'
  | 'crm.quotes.create'
  | 'crm.quotes.revise'
  | 'crm.quotes.publicGet'
  | 'crm.quotes.accept'
>;

export function quoteHandlers(quotes: QuoteService): QuoteHandlers {
  return {
    'crm.quotes.list': (query, ctx) => quotes.list(query, ctx),
    'crm.quotes.get': ({ id }, ctx) => quotes.get(id, ctx),
    'crm.quotes.create': (input, ctx) => quotes.create(input, ctx),
    'crm.quotes.revise': (request, ctx) => quotes.revise(request, ctx),
    'crm.quotes.publicGet': ({ token }, ctx) => quotes.publicGet(token, ctx),
    'crm.quotes.accept': (request, ctx) => quotes.accept(request, ctx),
  };
}
