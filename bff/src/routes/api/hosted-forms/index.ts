import { PublicForm, PublicSubmission, PublicSubmitReply } from '@smartcrm/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { perAddressAndWorkspace } from '../../../platform/client-address';
import { perForm } from '../../../platform/form-limits';

const params = z.object({ id: z.uuid() });
const tags = ['forms'];
/** A visitor's post holds a few fields: anything near this size is not one. */
const submissionBodyLimit = 64 * 1024;

/**
 * A published form's page and its posts: no sign-in, on the workspace's own address (another
 * workspace's form is not found). Posts are limited per address and per form, in Redis.
 */
const hostedFormRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id',
    {
      config: { public: true, rateLimit: perAddressAndWorkspace(120) },
      schema: { tags, summary: 'A published form as visitors see it', params, response: { 200: PublicForm } },
    },
    (request) => app.rpc.call('crm.forms.publicGet', request.params, request.rpcContext()),
  );
  app.post(
    '/:id/submissions',
    {
      bodyLimit: submissionBodyLimit,
      config: { public: true, rateLimit: perAddressAndWorkspace(app.config.FORM_SUBMIT_RATE_LIMIT) },
      preValidation: perForm(app, app.config.FORM_SUBMIT_FORM_RATE_LIMIT),
      schema: {
        tags,
        summary: "A visitor's submission: makes or updates the contact with its email (a replay stores nothing twice)",
        params,
        body: PublicSubmission,
        response: { 200: PublicSubmitReply },
      },
    },
    (request) =>
      app.rpc.call('crm.forms.submit', { id: request.params.id, submission: request.body }, request.rpcContext()),
  );
};

export default hostedFormRoutes;
