import { AppError, type ErrorCode, httpStatusByCode } from '@smartcrm/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'bad_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'bad_input',
  415: 'bad_input',
  429: 'rate_limited',
};

/** The one place errors become responses: always `{ code, message, details? }`, never internals. */
export default fp(
  async function errorHandler(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        const status = httpStatusByCode[error.code];
        if (status >= 500) request.log.warn({ err: error }, 'request failed');
        return reply.status(status).send(error.toEnvelope());
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const issues = error.validation.map((v) => ({
          path: [error.validationContext, ...v.instancePath.split('/').filter(Boolean)].join('.'),
          message: v.message ?? 'is invalid',
        }));
        const summary = issues.map((i) => `${i.path}: ${i.message}`).join('; ');
        return reply.status(400).send({ code: 'bad_input', message: `Invalid input: ${summary}`, details: { issues } });
      }
      const status = error.statusCode ?? 500;
      if (status < 500 && codeByStatus[status]) {
        const message =
          error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ? 'The request body is not valid JSON' : error.message;
        return reply.status(status).send({ code: codeByStatus[status], message });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ code: 'internal', message: 'Something went wrong on our side' });
    });

    app.setNotFoundHandler((request, reply) => {
      reply.status(404).send({ code: 'not_found', message: `No route ${request.method} ${request.url.split('?')[0]}` });
    });
  },
  { name: 'error-handler' },
);
