import {
  Partner,
  PartnerList,
  SetPartnerShareInput,
  Statement,
  StatementQuery,
  TenantIdParams,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendStatementCsv } from '../../../../platform/statement-csv';

const config = { operator: true } as const;
const tags = ['operator'];
const params = TenantIdParams;
const query = StatementQuery.and(z.object({ tenant: z.string().optional() }));

/** Platform operators: every partner, its revenue share (they set it) and its statements. */
const operatorPartnerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/', { config, schema: { tags, summary: 'Every partner', response: { 200: PartnerList } } }, (request) =>
    app.rpc.call('tenant.partners.list', {}, request.rpcContext()),
  );

  app.put(
    '/:tenantId/share',
    {
      config,
      schema: {
        tags,
        summary: "Set a partner's revenue share",
        params,
        body: SetPartnerShareInput,
        response: { 200: Partner },
      },
    },
    (request) =>
      app.rpc.call(
        'tenant.partners.set_share',
        { tenantId: request.params.tenantId, sharePercent: request.body.sharePercent },
        request.rpcContext(),
      ),
  );

  app.get(
    '/:tenantId/statement',
    {
      config,
      schema: { tags, summary: "A partner's statement", params, querystring: query, response: { 200: Statement } },
    },
    (request) => {
      const { from, to } = request.query;
      return app.rpc.call(
        'tenant.partners.statement',
        { partnerId: request.params.tenantId, from, to },
        request.rpcContext(),
      );
    },
  );

  app.get(
    '/:tenantId/statement.csv',
    { config, schema: { tags, summary: "A partner's statement as CSV (streamed)", params, querystring: query } },
    async (request, reply) => {
      const { from, to } = request.query;
      const input = { partnerId: request.params.tenantId, from, to };
      return sendStatementCsv(reply, await app.rpc.call('tenant.partners.statement', input, request.rpcContext()));
    },
  );
};
export default operatorPartnerRoutes;
