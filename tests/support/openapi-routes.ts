import { Permission } from '@smartcrm/contracts';
import { z } from 'zod';
import type { ApiClient } from './api-client';

/**
 * The routes of the running BFF, read from its OpenAPI document, so the suites that walk every
 * route (the isolation matrix, the hostile-input fuzzer) walk a new route without being touched.
 */

/** The parts of a JSON Schema (as zod writes them into the OpenAPI document) the walkers read. */
export interface Schema {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  additionalProperties?: boolean | Schema;
  [keyword: string]: unknown;
}
const JsonSchema = z.custom<Schema>((value) => typeof value === 'object' && value !== null);

const Access = z.object({
  public: z.boolean(),
  tenant: z.string(),
  permission: Permission.nullable(),
  operator: z.boolean(),
  /** The scope an API key needs; null when keys may not call the route. */
  apiScope: z.string().nullable(),
});
export type Access = z.infer<typeof Access>;
const Parameter = z.object({
  in: z.enum(['query', 'path', 'header']),
  name: z.string(),
  required: z.boolean().optional(),
  schema: JsonSchema,
});
export type Parameter = z.infer<typeof Parameter> & { required: boolean };
const OpenApiOperation = z.looseObject({
  summary: z.string().optional(),
  'x-access': Access,
  parameters: z.array(Parameter).optional(),
  requestBody: z.object({ content: z.record(z.string(), z.object({ schema: JsonSchema })) }).optional(),
});
/** The BFF's OpenAPI document (GET /api/docs/json), as far as these suites read it. */
export const OpenApiDocument = z.looseObject({
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
});

export interface Operation {
  method: string;
  path: string;
  access: Access;
  body?: Schema;
  /** Takes a file as multipart/form-data (field "file"). */
  multipart: boolean;
  parameters: Parameter[];
}

/** Every operation under /api (the docs aside) and the spec's /functions/v1 smart calls. */
export async function operationsOf(client: ApiClient): Promise<Operation[]> {
  const doc = (await client.get('/api/docs/json')).body;
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!/^\/(api|functions\/v1)\//.test(path) || path.startsWith('/api/docs')) continue;
    for (const [method, value] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const op = OpenApiOperation.parse(value);
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path: path.length > 1 ? path.replace(/\/$/, '') : path,
        access: op['x-access'],
        body: content['application/json']?.schema,
        // Upload routes declare `consumes`, which the OpenAPI 3 document keeps only in the summary.
        multipart: Boolean(content['multipart/form-data']) || /multipart/i.test(op.summary ?? ''),
        parameters: (op.parameters ?? []).map((p) => ({ ...p, required: Boolean(p.required) })),
      });
    }
  }
  return ops;
}

/** A value the schema accepts, as plain as can be; uuids are `id`, so bodies point at one chosen record. */
export function sample(schema: Schema | undefined, id: string): unknown {
  if (!schema) return undefined;
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  const variant = schema.anyOf ?? schema.oneOf;
  if (variant) return sample(variant.find((s: Schema) => s.type !== 'null') ?? variant[0], id);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s: Schema) => sample(s, id)));
  switch (typeOf(schema)) {
    case 'object':
      return Object.fromEntries(
        (schema.required ?? []).map((key: string) => [key, sample(schema.properties?.[key], id)]),
      );
    case 'array':
      return schema.minItems ? [sample(schema.items, id)] : [];
    case 'integer':
    case 'number':
      // OpenAPI 3.0 marks an exclusive minimum with `exclusiveMinimum: true` beside `minimum`.
      if (schema.exclusiveMinimum === true) return (schema.minimum ?? 0) + 1;
      return schema.minimum ?? schema.exclusiveMinimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'uuid') return id;
      if (schema.format === 'email') return 'matrix@a-side.test';
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'date') return '2026-01-01';
      if (schema.format === 'uri') return 'https://a-side.test/';
      return 'x'.repeat(Math.max(schema.minLength ?? 3, 3));
    default:
      return undefined;
  }
}

/** The JSON type a schema names (the non-null one of a nullable type). */
export function typeOf(schema: Schema | undefined): string | undefined {
  if (!schema) return undefined;
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  if (type) return type;
  const variant = schema.anyOf ?? schema.oneOf;
  return variant ? typeOf(variant.find((s: Schema) => s.type !== 'null') ?? variant[0]) : undefined;
}
