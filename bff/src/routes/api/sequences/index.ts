import { Ack, access, EnrolAccepted, Enrolment, EnrolRequest, Sequence, SequenceDraft } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf } from '../../../platform/client-address';

const config = access.campaigns;
const tags = ['email'];
const params = z.object({ id: z.uuid() });

/** Email sequences (campaigns): steps of templates sent from the author's mailbox, enrolments, figures. */
const sequenceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Email sequences and their figures',
        response: { 200: z.object({ items: z.array(Sequence) }) },
      },
    },
    (request) => app.rpc.call('messaging.sequences.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'Create a sequence', body: SequenceDraft, response: { 201: Sequence } } },
    async (request, reply) =>
      reply.status(201).send(
        await app.rpc.call(
          'messaging.sequences.create',
          // Where the unsubscribe links of its mails point: this workspace's own address.
          { ...request.body, linkBase: await appUrlOf(request, app.config.APP_URL) },
          request.rpcContext(),
        ),
      ),
  );
  app.get(
    '/:id',
    { config, schema: { tags, summary: 'A sequence and its figures', params, response: { 200: Sequence } } },
    (request) => app.rpc.call('messaging.sequences.get', request.params, request.rpcContext()),
  );
  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Delete a sequence: nothing more is sent', params, response: { 200: Ack } } },
    (request) => app.rpc.call('messaging.sequences.delete', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/enrol',
    {
      config,
      schema: {
        tags,
        summary: 'Enrol selected contacts, or every contact of a contacts filter (in the background)',
        params,
        body: EnrolRequest,
        response: { 202: EnrolAccepted },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send(
          await app.rpc.call(
            'messaging.sequences.enrol',
            { id: request.params.id, contacts: request.body },
            request.rpcContext(),
          ),
        ),
  );
  app.get(
    '/:id/enrolments',
    {
      config,
      schema: {
        tags,
        summary: 'Enrolments of a sequence and where each stands',
        params,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(50) }),
        response: { 200: z.object({ items: z.array(Enrolment) }) },
      },
    },
    (request) =>
      app.rpc.call('messaging.sequences.enrolments', { ...request.params, ...request.query }, request.rpcContext()),
  );
};
export default sequenceRoutes;
