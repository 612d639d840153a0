import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fixSchema } from '../../bff/src/platform/openapi-document';
import { ApiClient } from '../support/api-client';
import { type RouteKey, replySchemas } from '../support/api-replies';

const methods = ['get', 'post', 'put', 'patch', 'delete'];

/** A success reply's JSON Schema as the BFF's OpenAPI document states it, keyed `METHOD /path/:param`. */
async function documentedReplies() {
  const doc = (await new ApiClient().get('/api/docs/json')).body;
  const replies = new Map<string, unknown>();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)) {
      if (!methods.includes(method)) continue;
      const route = path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1');
      const [, success] = Object.entries(op.responses ?? {}).find(([status]) => /^2/.test(status)) ?? [];
      const content = (success as { content?: Record<string, { schema: unknown }> } | undefined)?.content;
      replies.set(`${method.toUpperCase()} ${route}`, content?.['application/json']?.schema);
    }
  }
  return replies;
}

/** The JSON Schema the BFF's docs plugin writes for a zod schema (and finishes, platform/openapi-document). */
const asDocumented = (schema: z.ZodType, url: string) => {
  const transformed = jsonSchemaTransform({
    schema: { response: { 200: schema } },
    url,
    route: { method: 'GET', url },
    openapiObject: { openapi: '3.0.3' },
  } as unknown as Parameters<typeof jsonSchemaTransform>[0]);
  const documented = (transformed.schema as { response: Record<string, unknown> }).response[200];
  fixSchema(documented);
  return documented;
};

describe("the system tests' reply schemas (tests/support/api-replies.ts)", () => {
  it('name every route of the OpenAPI document, and no route it lacks', async () => {
    const documented = [...(await documentedReplies()).keys()].filter((key) => !key.includes('/api/docs'));
    expect(
      Object.keys(replySchemas)
        .filter((key) => !key.includes('/api/docs'))
        .sort(),
    ).toEqual(documented.sort());
  });

  it('are the schemas the routes document for their success replies', async () => {
    const differing: string[] = [];
    let compared = 0;
    for (const [key, documented] of await documentedReplies()) {
      const schema = replySchemas[key as RouteKey];
      if (!documented || !schema) continue;
      compared++;
      const mine = asDocumented(schema, key.split(' ')[1]!);
      if (JSON.stringify(mine) !== JSON.stringify(documented)) differing.push(key);
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(150);
  });
});
