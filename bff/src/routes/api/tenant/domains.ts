import { CustomDomain, CustomDomainInput, CustomDomainList, DomainParams, access } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

// Serving the workspace on the agency's own domain is part of white-label reselling (Enterprise, spec 001 §9).
const config = access.whiteLabel;
const tags = ['tenant'];
const params = DomainParams;

/** Custom domains on /white-label-management: add, verify by DNS, remove (issue 3). */
const domainRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/domains',
    {
      config,
      schema: { tags, summary: 'Custom domains and the DNS records they need', response: { 200: CustomDomainList } },
    },
    async (request) => {
      const { items } = await app.rpc.call('tenant.domains.list', {}, request.rpcContext());
      const cnameTarget = app.config.BASE_DOMAIN ? `${request.tenant!.slug}.${app.config.BASE_DOMAIN}` : null;
      return { items, cnameTarget };
    },
  );
  app.post(
    '/domains',
    {
      config,
      schema: { tags, summary: 'Add a custom domain', body: CustomDomainInput, response: { 201: CustomDomain } },
    },
    async (request, reply) => {
      const domain = await app.rpc.call('tenant.domains.add', request.body, request.rpcContext());
      return reply.status(201).send(domain);
    },
  );
  app.post(
    '/domains/:domain/verify',
    {
      config,
      schema: { tags, summary: 'Look for its TXT record in DNS now', params, response: { 200: CustomDomain } },
    },
    (request) => app.rpc.call('tenant.domains.verify', request.params, request.rpcContext()),
  );
  app.delete(
    '/domains/:domain',
    { config, schema: { tags, summary: 'Remove a custom domain', params, response: { 204: z.null() } } },
    async (request, reply) => {
      await app.rpc.call('tenant.domains.remove', request.params, request.rpcContext());
      app.tenants.drop(request.tenant!.id);
      return reply.status(204).send(null);
    },
  );
};
export default domainRoutes;
