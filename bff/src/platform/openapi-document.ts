import { errorResponses, errorSchema, errorsOf } from './openapi-errors';
import { tagDescriptions } from './openapi-tags';

type Json = Record<string, unknown>;
interface Operation extends Json {
  tags?: string[];
  summary?: string;
  description?: string;
  parameters?: { in: string }[];
  requestBody?: unknown;
  responses?: Json;
  'x-access'?: { public: boolean; tenant: string; apiScope: string | null };
}
export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, Operation>>;
  components?: Json & { schemas?: Json; responses?: Json };
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);
const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `get /api/contacts/{id}/activities` → `getContactsByIdActivities`: unique as method and path are. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split('/')
    .filter((segment) => segment && segment !== 'api')
    .map((segment) => {
      const param = /^\{(\w+)\}$/.exec(segment)?.[1];
      return param
        ? `By${pascal(param)}`
        : segment
            .split(/[^a-zA-Z0-9]+/)
            .map(pascal)
            .join('');
    });
  return method + words.join('');
}

/**
 * The schema keywords OpenAPI 3.0 tools read wrong as zod writes them: a nullable enum must list
 * `null`; `nullable` beside no type says nothing (any value is allowed already); a record keyed by
 * an enum names its keys in `required` only, so they become properties; a choice of one is that one.
 */
export function fixSchema(node: unknown): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const item of node) fixSchema(item);
    return;
  }
  const schema = node as Json;
  if (schema.nullable === true) {
    if (Array.isArray(schema.enum) && !schema.enum.includes(null)) schema.enum.push(null);
    // OpenAPI 3.0 reads `nullable` only beside a type: a nullable choice says so in each of its branches.
    const branches = schema.anyOf ?? schema.oneOf;
    if (!schema.type && Array.isArray(branches)) {
      for (const branch of branches)
        if (branch && typeof branch === 'object' && 'type' in branch) branch.nullable = true;
      delete schema.nullable;
    }
    if (!schema.type && !schema.allOf && !schema.$ref) delete schema.nullable;
  }
  // A choice of one is that one (zod writes a one-kind discriminated union so).
  if (Array.isArray(schema.oneOf) && schema.oneOf.length === 1 && !schema.discriminator) {
    Object.assign(schema, schema.oneOf[0]);
    delete schema.oneOf;
  }
  const required = schema.required;
  const values = schema.additionalProperties;
  if (Array.isArray(required) && values && typeof values === 'object') {
    schema.properties ??= {};
    const properties = schema.properties as Json;
    for (const key of required as string[]) properties[key] ??= values;
  }
  for (const value of Object.values(schema)) fixSchema(value);
}

/**
 * Finishes the document @fastify/swagger builds from the routes: paths without the trailing slash
 * a folder's index route gets, an operationId and the error replies on every operation, the
 * API key scope in its description, tags with descriptions, and schemas OpenAPI tools read right.
 */
export function finishDocument(
  doc: OpenApiDocument,
): OpenApiDocument & { tags: { name: string; description: string }[] } {
  const paths: OpenApiDocument['paths'] = {};
  const usedTags = new Set<string>();
  for (const [rawPath, item] of Object.entries(doc.paths)) {
    const path = rawPath.length > 1 ? rawPath.replace(/\/$/, '') : rawPath;
    paths[path] ??= {};
    const target = paths[path];
    for (const [method, op] of Object.entries(item)) {
      if (!methods.has(method)) {
        target[method] = op;
        continue;
      }
      const access = op['x-access'];
      const scope = access?.apiScope ?? null;
      op.operationId = operationIdOf(method, path);
      if (scope) op.description = [op.description, `API key scope: \`${scope}\``].filter(Boolean).join('\n\n');
      const multipart = Boolean((op.requestBody as { content?: Json } | undefined)?.content?.['multipart/form-data']);
      op.responses = {
        ...op.responses,
        ...errorsOf({
          method,
          public: access?.public ?? true,
          tenant: access?.tenant !== 'none',
          apiScope: scope,
          hasInput: Boolean(op.parameters?.length || op.requestBody),
          hasPathParams: Boolean(op.parameters?.some((p) => p.in === 'path')),
          multipart,
        }),
      };
      for (const tag of op.tags ?? []) usedTags.add(tag);
      target[method] = op;
    }
  }
  fixSchema(paths);
  fixSchema(doc.components?.schemas);
  const known = Object.keys(tagDescriptions);
  const order = (tag: string) => (known.includes(tag) ? known.indexOf(tag) : known.length);
  return {
    ...doc,
    paths,
    tags: [...usedTags]
      .sort((a, b) => order(a) - order(b) || a.localeCompare(b))
      .map((name) => ({ name, description: tagDescriptions[name] ?? name })),
    components: {
      ...doc.components,
      schemas: { ...doc.components?.schemas, Error: errorSchema },
      responses: { ...doc.components?.responses, ...errorResponses },
    },
  };
}
