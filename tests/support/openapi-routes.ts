import type { Permission } from '@smartcrm/contracts';
import type { ApiClient } from './api-client';

/**
 * The routes of the running BFF, read from its OpenAPI document, so the suites that walk every
 * route (the isolation matrix, the hostile-input fuzzer) walk a new route without being touched.
 */

export type Schema = Record<string, any>;
export interface Access {
  public: boolean;
  tenant: string;
  permission: Permission | null;
  operator: boolean;
  /** The scope an API key needs; null when keys may not call the route. */
  apiScope: string | null;
}
export interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required: boolean;
  schema: Schema;
}
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
  for (const [path, item] of Object.entries<Record<string, any>>(doc.paths)) {
    if (!/^\/(api|functions\/v1)\//.test(path) || path.startsWith('/api/docs')) continue;
    for (const [method, op] of Object.entries<any>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path: path.length > 1 ? path.replace(/\/$/, '') : path,
        access: op['x-access'],
        body: content['application/json']?.schema,
        // Upload routes declare `consumes`, which the OpenAPI 3 document keeps only in the summary.
        multipart: Boolean(content['multipart/form-data']) || /multipart/i.test(op.summary ?? ''),
        parameters: (op.parameters ?? []).map((p: Parameter) => ({ ...p, required: Boolean(p.required) })),
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
      if (schema.exclusiveMinimum === true) return schema.minimum + 1;
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
