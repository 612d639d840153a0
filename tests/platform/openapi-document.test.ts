import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { ApiClient, signUpWorkspace } from '../support/api-client';
import { keyClient } from '../support/api-keys';

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  summary?: string;
  parameters?: { in: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, unknown> }>;
  'x-access': { apiScope: string | null };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
}

let doc: Document;
beforeAll(async () => {
  doc = (await new ApiClient().get('/api/docs/json')).body as unknown as Document;
});
const operations = () =>
  Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({ path, method, op })),
  );

describe('the OpenAPI document /api/docs/json', () => {
  it('passes Redocly lint (redocly.yaml) with no error', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'openapi-')), 'openapi.json');
    writeFileSync(file, JSON.stringify(doc));
    // Redocly exits 1 on an error; the JSON report on stdout says which.
    const run = await promisify(execFile)('npx', ['redocly', 'lint', file, '--format=json', '--max-problems=500'], {
      maxBuffer: 64 * 1024 * 1024,
    }).catch((failed: { stdout: string }) => failed);
    const report = JSON.parse(run.stdout) as { problems: { ruleId: string; severity: string; message: string }[] };
    expect(report.problems.filter((p) => p.severity === 'error')).toEqual([]);
    expect(report.problems.length).toBeLessThan(500);
  });

  it('gives every operation a unique operationId, a summary and its error replies in the envelope', () => {
    const ids = operations().map(({ op }) => op.operationId);
    expect(ids.every(Boolean)).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(operations().filter(({ op }) => !op.summary)).toEqual([]);
    const contacts = doc.paths['/api/contacts/{id}']!.patch!;
    expect(Object.keys(contacts.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '403', '404', '409', '429']),
    );
    expect(contacts.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(doc.components).toMatchObject({
      schemas: { Error: { required: ['code', 'message'] } },
      securitySchemes: { apiKey: { type: 'http', scheme: 'bearer' } },
    });
  });

  it('describes uploads as a multipart body with the file', () => {
    const upload = doc.paths['/api/imports/contacts']!.post as unknown as { requestBody: Json };
    expect(upload.requestBody).toMatchObject({
      content: { 'multipart/form-data': { schema: { properties: { file: { type: 'string', format: 'binary' } } } } },
    });
  });
});

/**
 * OpenAPI 3.0 writes an exclusive bound as `minimum: 0, exclusiveMinimum: true`; JSON Schema (ajv)
 * as `exclusiveMinimum: 0`. The same bounds, in the form ajv reads.
 */
function withNumericBounds(node: unknown): unknown {
  if (Array.isArray(node)) node.forEach(withNumericBounds);
  else if (node && typeof node === 'object') {
    const schema = node as Record<string, unknown>;
    for (const [bound, exclusive] of [
      ['minimum', 'exclusiveMinimum'],
      ['maximum', 'exclusiveMaximum'],
    ] as const) {
      if (typeof schema[exclusive] !== 'boolean') continue;
      if (schema[exclusive]) schema[exclusive] = schema[bound];
      else delete schema[exclusive];
      if (schema[exclusive] !== undefined) delete schema[bound];
    }
    for (const value of Object.values(schema)) withNumericBounds(value);
  }
  return node;
}

/** Checks replies against the document's own response schemas, so the two cannot drift apart. */
function replyChecker(document: Document) {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(withNumericBounds(structuredClone(document)) as Document, 'openapi');
  const pointer = (...parts: string[]) => parts.map((p) => p.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
  return (path: string, method: string, status: number, body: unknown) => {
    const response = document.paths[path]?.[method]?.responses[String(status)] as
      | { content?: Json; $ref?: string }
      | undefined;
    if (!response) return [`${method} ${path}: ${status} is not documented`];
    const ref = response.$ref
      ? `openapi${response.$ref}/content/application~1json/schema`
      : response.content?.['application/json']
        ? `openapi#/paths/${pointer(path, method, 'responses', String(status), 'content', 'application/json', 'schema')}`
        : null;
    if (!ref) return [];
    const validate = ajv.compile({ $ref: ref });
    return validate(body) ? [] : [`${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`];
  };
}

describe("real replies to an integrator's API key", () => {
  it('match the response schemas the document gives for their status', async () => {
    const { client: admin, slug } = await signUpWorkspace('oas');
    const { client: api } = await keyClient(admin, slug);
    const check = replyChecker(doc);
    const problems: string[] = [];
    // The bytes as sent, not as the test client's own reply schemas parse them.
    const call = async (method: string, template: string, path: string, body?: unknown) => {
      const response = await fetch(new URL(path, inject('baseUrl')), {
        method: method.toUpperCase(),
        headers: {
          authorization: `Bearer ${api.secret}`,
          'x-tenant-id': slug,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      const json = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
      problems.push(...check(template, method, response.status, json));
      return { status: response.status, body: json };
    };

    const contact = await call('post', '/api/contacts', '/api/contacts', {
      name: 'Ajv Checked',
      email: 'ajv@oas.test',
    });
    expect(contact.status).toBe(201);
    const id = contact.body.id as string;
    await call('patch', '/api/contacts/{id}', `/api/contacts/${id}`, { title: 'CTO', version: 1 });
    const deal = await call('post', '/api/deals', '/api/deals', { title: 'Checked deal', value: 10 });
    const task = await call('post', '/api/tasks', '/api/tasks', { title: 'Check the document' });
    for (const [template, path] of [
      ['/api/contacts/{id}', `/api/contacts/${id}`],
      ['/api/deals/{id}', `/api/deals/${deal.body.id}`],
      ['/api/tasks/{id}', `/api/tasks/${task.body.id}`],
      ['/api/contacts/{id}/activities', `/api/contacts/${id}/activities`],
    ] as const) {
      expect((await call('get', template, path)).status).toBe(200);
    }
    // Every read a key may make that needs no id or query: lists, boards, reports, settings.
    const reads = operations().filter(
      ({ method, op, path }) =>
        method === 'get' && op['x-access'].apiScope && !/\{/.test(path) && !op.parameters?.some((p) => p.required),
    );
    let answered = 0;
    for (const { path } of reads) if ((await call('get', path, path)).status === 200) answered++;
    expect(answered).toBeGreaterThan(20);

    // Errors are in the envelope the document names for their status.
    expect((await call('get', '/api/contacts/{id}', '/api/contacts/00000000-0000-4000-8000-000000000000')).status).toBe(
      404,
    );
    expect((await call('post', '/api/contacts', '/api/contacts', { email: 'not-an-email' })).status).toBe(400);
    const stale = await call('patch', '/api/contacts/{id}', `/api/contacts/${id}`, { title: 'Old', version: 1 });
    expect(stale.status).toBe(409);
    expect(problems).toEqual([]);
  });
});
