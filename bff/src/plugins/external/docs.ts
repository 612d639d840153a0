import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * Each operation states who may call it (`x-access`: the route's public, tenant, permission,
 * operator and feature settings), so clients and the isolation test read the access map from
 * the running app instead of a copy of it.
 */
function withAccess(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const config = (input.route.config ?? {}) as Record<string, unknown>;
  const access = {
    public: Boolean(config.public),
    tenant: config.tenant ?? 'required',
    permission: config.permission ?? null,
    operator: Boolean(config.operator),
    feature: config.feature ?? null,
  };
  return { ...transformed, schema: { ...transformed.schema, 'x-access': access } };
}

/** OpenAPI generated from the same zod schemas that validate requests, served at /api/docs. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'SmartCRM API', version: '0.1.0' },
        components: { securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'smartcrm_session' } } },
      },
      transform: withAccess,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
