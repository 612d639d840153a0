import type { RpcHandlers } from '@smartcrm/kit';
import type { SearchService } from './search.service';

export const searchHandlers = (search: SearchService): Pick<RpcHandlers<'crm'>, 'crm.search.global'> => ({
  'crm.search.global': (query, ctx) => search.global(query, ctx),
});
