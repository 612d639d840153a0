import {
  Contact,
  ContactDeleted,
  ContactInput,
  ContactListQuery,
  ContactPage,
  ContactPatch,
  ContactTotal,
  ContactTotalQuery,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = { permission: 'contacts' } as const;
const tags = ['contacts'];

const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'A keyset page of contacts',
        querystring: ContactListQuery,
        response: { 200: ContactPage },
      },
    },
    async (request, reply) => {
      await reply.sendRpc('crm.contacts.list', request.query, request.rpcContext());
    },
  );
  app.get(
    '/total',
    {
      config,
      schema: {
        tags,
        summary: 'How many contacts you may see, all or one owner’s',
        querystring: ContactTotalQuery,
        response: { 200: ContactTotal },
      },
    },
    (request) => app.rpc.call('crm.contacts.total', request.query, request.rpcContext()),
  );
  app.get('/:id', { config, schema: { tags, summary: 'One contact', params, response: { 200: Contact } } }, (request) =>
    app.rpc.call('crm.contacts.get', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'Create a contact', body: ContactInput, response: { 201: Contact } } },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.contacts.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change fields; `version` must be the one you read',
        params,
        body: ContactPatch,
        response: { 200: Contact },
      },
    },
    (request) =>
      app.rpc.call('crm.contacts.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Soft delete (undo with restore)', params, response: { 200: ContactDeleted } } },
    (request) => app.rpc.call('crm.contacts.delete', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/restore',
    { config, schema: { tags, summary: 'Undo a delete', params, response: { 200: Contact } } },
    (request) => app.rpc.call('crm.contacts.restore', request.params, request.rpcContext()),
  );
};
export default contactRoutes;
