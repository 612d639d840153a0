import { type RpcContext, type RpcParsedRequest, searchHitTypes } from '@smartcrm/contracts';
import { requireTenant, type UnitOfWork } from '@smartcrm/kit';
import type { SearchSamples } from '../contacts/contact-search';
import type { CrmDb } from '../db/schema';
import { viewerOf } from '../deals/deal-access';
import { rankHits } from './search-ranking';
import { searchCompanies, searchContacts, searchDeals, searchNotes, searchTasks } from './search.repository';

const searchers = {
  contact: searchContacts,
  company: searchCompanies,
  deal: searchDeals,
  task: searchTasks,
  note: searchNotes,
};

/** Ctrl/Cmd-K: each type is one indexed query; they run side by side on pooled connections, then are ranked together. */
export function createSearchService(uow: UnitOfWork<CrmDb>, searchSamples: SearchSamples) {
  return {
    async global({ q, types, limit }: RpcParsedRequest<'crm.search.global'>, ctx: RpcContext) {
      const term = q.toLowerCase();
      const tenantId = requireTenant(ctx);
      const found = await uow.read(tenantId, async (db) => {
        // Twice the hits shown, so ranking can pick the best of them.
        const scope = { term, limit: limit * 2, viewer: viewerOf(ctx), sample: await searchSamples(db, tenantId) };
        return Promise.all((types ?? searchHitTypes).map((type) => searchers[type](db, scope)));
      });
      return { hits: rankHits(found.flat(), term, limit) };
    },
  };
}
export type SearchService = ReturnType<typeof createSearchService>;
