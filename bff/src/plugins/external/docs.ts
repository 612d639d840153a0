import swagger from '@fastify/swagger';
import apiReference from '@scalar/fastify-api-reference';
import { apiScopeOf, type ScopedRouteConfig } from '@smartcrm/contracts';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { csrfToken } from '../../platform/csrf-token';
import { inlineScriptHashes, withScriptSources } from '../../platform/inline-scripts';
import { finishDocument, type OpenApiDocument } from '../../platform/openapi-document';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** An upload's body: the file in the multipart field the routes read (platform/*-upload.ts). */
const multipartBody = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary' } },
};

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
  const session: Record<string, string[]> = input.route.method === 'GET' ? { session: [] } : { session: [], csrf: [] };
  const security: Record<string, string[]>[] = access.public
    ? []
    : access.apiScope
      ? [session, { apiKey: [] }]
      : [session];
  const consumes = (input.schema as { consumes?: string[] } | undefined)?.consumes ?? [];
  const body = consumes.includes('multipart/form-data') ? { body: multipartBody } : {};
  return { ...transformed, schema: { ...transformed.schema, ...body, security, 'x-access': access } };
}

const referencePage = '/api/docs/';

/** OpenAPI generated from the same zod schemas that validate requests, read at /api/docs (Scalar) and /api/docs/json. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'SmartCRM API',
          version: '0.1.0',
          description:
            'Every error is `{ code, message, details? }`. Keys are rate limited per key and per workspace (`RateLimit-*` headers); creates take an `Idempotency-Key`.',
          license: { name: 'Proprietary', url: 'https://smartcrm.example/terms' },
        },
        // Each workspace has its own address (https://<workspace>.<domain> or its custom domain).
        servers: [{ url: '/', description: 'The address of your workspace' }],
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: 'smartcrm_session' },
            csrf: {
              type: 'apiKey',
              in: 'header',
              name: csrfToken.headerName,
              description: 'A session write also sends the smartcrm_csrf cookie value in this header',
            },
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
      // The schemas named in zod's registry (the recursive ones) become components first.
      transformObject: (document) => finishDocument(jsonSchemaTransformObject(document) as OpenApiDocument),
    });
    await app.register(apiReference, {
      routePrefix: '/api/docs',
      openApiDocumentEndpoints: { json: '/json', yaml: '/yaml' },
      // Everything from this server: no web fonts, telemetry, AI agent or vendor toolbar.
      configuration: {
        pageTitle: 'SmartCRM API reference',
        hideClientButton: true,
        withDefaultFonts: false,
        telemetry: false,
        showDeveloperTools: 'never',
        agent: { disabled: true },
        mcp: { disabled: true },
      },
      logLevel: 'warn',
    });
    // The reference page's start-up script is inline: the app's CSP allows exactly it, by hash.
    app.addHook('onSend', async (request, reply, payload) => {
      const policy = reply.getHeader('content-security-policy');
      if (request.url === referencePage && typeof payload === 'string' && typeof policy === 'string') {
        reply.header('content-security-policy', withScriptSources(policy, inlineScriptHashes(payload)));
      }
      return payload;
    });
  },
  { name: 'docs' },
);
