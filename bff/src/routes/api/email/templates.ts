import {
  Ack,
  access,
  EmailTemplate,
  EmailTemplateDraft,
  EmailTemplateUpdate,
  SenderSignature,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const config = access.email;
const tags = ['email'];
const params = z.object({ id: z.uuid() });

/** The workspace's email templates (merge fields checked on save) and the user's signature. */
const templateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/templates',
    {
      config,
      schema: { tags, summary: 'Email templates', response: { 200: z.object({ items: z.array(EmailTemplate) }) } },
    },
    (request) => app.rpc.call('messaging.templates.list', {}, request.rpcContext()),
  );
  app.post(
    '/templates',
    {
      config,
      schema: { tags, summary: 'Add a template', body: EmailTemplateDraft, response: { 201: EmailTemplate } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('messaging.templates.create', request.body, request.rpcContext())),
  );
  app.put(
    '/templates/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change a template (its author or an admin)',
        params,
        body: EmailTemplateUpdate,
        response: { 200: EmailTemplate },
      },
    },
    (request) =>
      app.rpc.call('messaging.templates.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/templates/:id',
    { config, schema: { tags, summary: 'Delete a template', params, response: { 200: Ack } } },
    (request) => app.rpc.call('messaging.templates.delete', request.params, request.rpcContext()),
  );
  app.get(
    '/signature',
    { config, schema: { tags, summary: 'Your email signature', response: { 200: SenderSignature } } },
    (request) => app.rpc.call('messaging.signature.get', {}, request.rpcContext()),
  );
  app.put(
    '/signature',
    {
      config,
      schema: { tags, summary: 'Set your email signature', body: SenderSignature, response: { 200: SenderSignature } },
    },
    (request) => app.rpc.call('messaging.signature.set', request.body, request.rpcContext()),
  );
};
export default templateRoutes;
