import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { apiScopeOf, type ScopedRouteConfig } from '@smartcrm/contracts';
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
    /** The scope an API key needs, null when keys may not call it. */
    apiScope: apiScopeOf(config as ScopedRouteConfig, input.route.method as string),
  };
  // Who may call it: nobody signed in, a session (with its CSRF header on writes), or also a key.
  const security: Record<string, string[]>[] = access.public
    ? []
    : access.apiScope
      ? [{ session: [] }, { apiKey: [] }]
      : [{ session: [] }];
  return { ...transformed, schema: { ...transformed.schema, security, 'x-access': access } };
}

/** OpenAPI generated from the same zod schemas that validate requests, served at /api/docs. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: { title: 'SmartCRM API', version: '0.1.0' },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'smartcrm_session' },
            apiKey: {
              type: 'http',
              scheme: 'bearer',
              description:
                'An API key (smk_…) from /settings/api-keys; the scope each operation needs is its x-access.apiScope',
            },
          },
        },
      },
      transform: withAccess,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
