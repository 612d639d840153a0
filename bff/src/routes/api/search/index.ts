import { GlobalSearchQuery, GlobalSearchResult } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const searchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'contacts' },
      schema: {
        tags: ['search'],
        summary: 'Ctrl/Cmd-K: the best matches among contacts, companies, deals, tasks and notes',
        querystring: GlobalSearchQuery,
        response: { 200: GlobalSearchResult },
      },
    },
    (request) => app.rpc.call('crm.search.global', request.query, request.rpcContext()),
  );
};
export default searchRoutes;
