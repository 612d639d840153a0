import {
  Appointment,
  AppointmentDeleted,
  AppointmentInput,
  AppointmentList,
  AppointmentPatch,
  AppointmentRangeQuery,
  UpcomingQuery,
} from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const params = z.object({ id: z.uuid() });
const config = { permission: 'calendar' } as const;
const tags = ['appointments'];

const appointmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Appointments starting in [from, to), by start',
        querystring: AppointmentRangeQuery,
        response: { 200: AppointmentList },
      },
    },
    (request) => app.rpc.call('crm.appointments.list', request.query, request.rpcContext()),
  );
  app.get(
    '/upcoming',
    {
      config,
      schema: {
        tags,
        summary: 'Scheduled and starting after now, soonest first (5 unless `limit`)',
        querystring: UpcomingQuery,
        response: { 200: AppointmentList },
      },
    },
    (request) => app.rpc.call('crm.appointments.upcoming', request.query, request.rpcContext()),
  );
  app.get(
    '/:id',
    { config, schema: { tags, summary: 'One appointment', params, response: { 200: Appointment } } },
    (request) => app.rpc.call('crm.appointments.get', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    {
      config,
      schema: { tags, summary: 'Create an appointment', body: AppointmentInput, response: { 201: Appointment } },
    },
    async (request, reply) =>
      reply.status(201).send(await app.rpc.call('crm.appointments.create', request.body, request.rpcContext())),
  );
  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Change fields; `version` must be the one you read',
        params,
        body: AppointmentPatch,
        response: { 200: Appointment },
      },
    },
    (request) =>
      app.rpc.call('crm.appointments.update', { id: request.params.id, patch: request.body }, request.rpcContext()),
  );
  app.delete(
    '/:id',
    {
      config,
      schema: { tags, summary: 'Soft delete (undo with restore)', params, response: { 200: AppointmentDeleted } },
    },
    (request) => app.rpc.call('crm.appointments.delete', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/restore',
    { config, schema: { tags, summary: 'Undo a delete', params, response: { 200: Appointment } } },
    (request) => app.rpc.call('crm.appointments.restore', request.params, request.rpcContext()),
  );
};
export default appointmentRoutes;
