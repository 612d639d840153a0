import { MeetingType, MeetingTypeInput, MeetingTypeList } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = { permission: 'calendar' } as const;
const tags = ['booking pages'];

/** The meeting types a workspace's booking pages offer, kept by people who may use the calendar. */
const meetingTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    { config, schema: { tags, summary: 'Meeting types, by name', response: { 200: MeetingTypeList } } },
    (request) => app.rpc.call('crm.meeting_types.list', {}, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: { tags, summary: 'Create a meeting type', body: MeetingTypeInput, response: { 201: MeetingType } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.meeting_types.create', request.body, request.rpcContext())),
  );
  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a meeting type',
        params,
        body: MeetingTypeInput,
        response: { 200: MeetingType },
      },
    },
    (request) =>
      app.rpc.call('crm.meeting_types.update', { id: request.params.id, input: request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    {
      config,
      schema: { tags, summary: 'Delete a meeting type (its bookings stay)', params, response: { 200: params } },
    },
    (request) => app.rpc.call('crm.meeting_types.delete', request.params, request.rpcContext()),
  );
};
export default meetingTypeRoutes;
