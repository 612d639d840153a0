import { AuditPage, AuditQuery, MailPage, PageQuery } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = { permission: 'admin_dashboard' } as const;
const tags = ['admin'];
const querystring = PageQuery.extend({ tenant: z.string().optional() });

/** What the workspace's services did on its behalf: outgoing mail and the audit log. */
const activityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/mailbox',
    {
      config,
      schema: {
        tags,
        summary: "The workspace's outgoing mail, newest first",
        querystring,
        response: { 200: MailPage },
      },
    },
    (request) => {
      const { tenant: _tenant, ...page } = request.query;
      return app.rpc.call('identity.mail.list', page, request.rpcContext());
    },
  );

  app.get(
    '/audit-log',
    {
      config,
      schema: {
        tags,
        summary: 'Who did what to which record, newest first; `search` matches the actor, action or record',
        querystring: AuditQuery.extend({ tenant: z.string().optional() }),
        response: { 200: AuditPage },
      },
    },
    (request) => {
      const { tenant: _tenant, ...page } = request.query;
      return app.rpc.call('identity.audit.list', page, request.rpcContext());
    },
  );
};
export default activityRoutes;
