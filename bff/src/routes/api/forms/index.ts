import { access, Form, FormInput, FormList, FormSubmissionPage, FormSubmissionQuery } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appUrlOf } from '../../../platform/client-address';
import { sendCsvPages } from '../../../platform/csv-download';
import { submissionCsvColumns, submissionCsvRecord } from '../../../platform/form-submission-csv';

const tags = ['forms'];
// Forms make and change contacts: whoever may write contacts builds them.
const config = { permission: access.forms.permission } as const;
const params = z.object({ id: z.uuid() });

/** `/api/forms`: lead capture forms (build, publish, delete) and their submissions. */
const formRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      config,
      schema: { tags, summary: 'Lead capture forms with their submission counts', response: { 200: FormList } },
    },
    (request) => app.rpc.call('crm.forms.list', {}, request.rpcContext()),
  );
  app.get(
    '/:id',
    { config, schema: { tags, summary: 'A lead capture form', params, response: { 200: Form } } },
    (request) => app.rpc.call('crm.forms.get', request.params, request.rpcContext()),
  );
  app.post(
    '/',
    { config, schema: { tags, summary: 'A new draft form', body: FormInput, response: { 201: Form } } },
    async (request, reply) => {
      const linkBase = await appUrlOf(request, app.config.APP_URL);
      const form = await app.rpc.call('crm.forms.create', { form: request.body, linkBase }, request.rpcContext());
      return reply.status(201).send(form);
    },
  );
  app.put(
    '/:id',
    {
      config,
      schema: { tags, summary: "Replace a form's definition", params, body: FormInput, response: { 200: Form } },
    },
    async (request) =>
      app.rpc.call(
        'crm.forms.update',
        { id: request.params.id, form: request.body, linkBase: await appUrlOf(request, app.config.APP_URL) },
        request.rpcContext(),
      ),
  );
  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a form (its submissions and contacts stay)',
        params,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await app.rpc.call('crm.forms.delete', request.params, request.rpcContext());
      return reply.status(204).send(null);
    },
  );
  for (const [path, published, summary] of [
    ['publish', true, 'Publish a form: its hosted page and embeds take submissions'],
    ['unpublish', false, 'Take a form offline: its page answers not found'],
  ] as const) {
    app.post(`/:id/${path}`, { config, schema: { tags, summary, params, response: { 200: Form } } }, (request) =>
      app.rpc.call('crm.forms.setPublished', { id: request.params.id, published }, request.rpcContext()),
    );
  }
  app.get(
    '/:id/submissions',
    {
      config,
      schema: {
        tags,
        summary: "A page of a form's submissions, newest first",
        params,
        querystring: FormSubmissionQuery,
        response: { 200: FormSubmissionPage },
      },
    },
    (request) =>
      app.rpc.call('crm.forms.submissions', { formId: request.params.id, ...request.query }, request.rpcContext()),
  );
  app.get(
    '/:id/submissions/export',
    { config, schema: { tags, summary: 'Every submission of a form as CSV, a column per field', params } },
    async (request, reply) => {
      const form = await app.rpc.call('crm.forms.get', request.params, request.rpcContext());
      return sendCsvPages(
        reply,
        'form-submissions.csv',
        submissionCsvColumns(form),
        (cursor) =>
          app.rpc.call('crm.forms.submissions', { formId: form.id, cursor, limit: 500 }, request.rpcContext()),
        submissionCsvRecord,
      );
    },
  );
};

export default formRoutes;
