import type { RpcHandlers } from '@smartcrm/kit';
import type { ProductService } from './product.service';

type ProductHandlers = Pick<RpcHandlers<'crm'>, 'crm.products.list' | 'crm.products.create' | 'crm.products.update'>;

export function productHandlers(products: ProductService): ProductHandlers {
  return {
    'crm.products.list': (query, ctx) => products.list(query, ctx),
    'crm.products.create': (input, ctx) => products.create(input, ctx),
    'crm.products.update': (request, ctx) => products.update(request, ctx),
  };
}
