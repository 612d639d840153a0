import { MemberList } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config: { permission: 'contacts' },
      schema: {
        tags: ['contacts'],
        summary: "The workspace's people (owners, assignees)",
        response: { 200: MemberList },
      },
    },
    (request) => app.rpc.call('crm.members.list', {}, request.rpcContext()),
  );
};
export default memberRoutes;
