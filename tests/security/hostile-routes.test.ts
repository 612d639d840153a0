import { Agent } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiClient, HttpError, signUpWorkspace } from '../support/api-client';
import { type Operation, operationsOf } from '../support/openapi-routes';
import { operatorWorkspace } from '../support/operators';
import { rawRequest } from '../support/raw-request';
import { addUser } from '../support/workspace-users';
import { type Variant, variantsOf } from './route-variants';

/**
 * Every route of the running BFF (its OpenAPI document, and the /functions/v1 smart calls) driven
 * with hostile input as a super admin (and platform operator) of workspace A: never a 5xx, every
 * 4xx the `{ code, message }` envelope, a 400 naming the input it refuses, and workspace B
 * unchanged afterwards.
 */

/** Calls that end or change the caller's own session or password, and platform-wide plans. */
const notFuzzed = new Set([
  'POST /api/auth/signout',
  'POST /api/auth/change-password',
  'POST /api/auth/support/end',
  'POST /api/plans',
]);

// From a loopback address of its own, so the suite's rate-limit counts are its own (and not other suites').
const dispatcher = new Agent({ localAddress: '127.0.0.2' });
afterAll(() => dispatcher.close());

describe('hostile input on every route', () => {
  let a: ApiClient;
  let slugA: string;
  let cookiesOfA: [string, string][];
  let b: Awaited<ReturnType<typeof signUpWorkspace>>;
  let sacrificialTenantId: string;
  const ids: Record<string, string> = {};
  let ops: Operation[] = [];

  const snapshotOfB = () =>
    Promise.all(
      ['/api/contacts?limit=100', '/api/deals?limit=100', '/api/tasks?limit=100', '/api/companies?limit=100']
        .concat(['/api/admin/users?limit=100', '/api/tenant/info', '/api/pipelines', '/api/tenant/domains'])
        .map(async (path) => [path, (await b.client.get(path)).body]),
    );

  beforeAll(async () => {
    const workspace = await operatorWorkspace('fza');
    slugA = workspace.slug;
    a = new ApiClient(slugA, undefined, dispatcher);
    cookiesOfA = ['smartcrm_session', 'smartcrm_csrf'].map((name) => [name, workspace.operator.cookie(name)!]);
    for (const [name, value] of cookiesOfA) a.setCookie(name, value);
    b = await signUpWorkspace('fzb');
    sacrificialTenantId = (await signUpWorkspace('fzc')).tenantId;
    const created = async <P extends string>(path: P, body: unknown) => {
      const response = await a.post(path, body);
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body;
    };
    const contact = await created('/api/contacts', { name: 'Fuzz Target', email: 'target@a-side.test', company: 'Fz' });
    const deal = await created('/api/deals', { title: 'Fuzz deal', value: 10, contactId: contact.id });
    Object.assign(ids, { contacts: contact.id, companies: contact.companyId, deals: deal.id });
    Object.assign(ids, { pipelines: deal.pipelineId, pipelineId: deal.pipelineId, stageId: deal.stageId });
    ids.tasks = (await created('/api/tasks', { title: 'Fuzz task', contactId: contact.id })).id;
    ids.views = (await created('/api/views', { scope: 'contacts', name: 'Fuzz view', query: 'status=lead' })).id;
    ids['admin/users'] = (await addUser(workspace.tenantId, 'regular_user', slugA)).id;
    await b.client.post('/api/contacts', { name: 'Bea Unchanged', email: 'bea@b-side.test' });
    ops = await operationsOf(a);
  });

  /** A's record for a path parameter, a random id where A has none (so a valid variant gets 404). */
  const idFor = (path: string) => (param: string) => {
    if (param === 'tenantId') return sacrificialTenantId;
    if (ids[param]) return ids[param]!;
    const resource = Object.keys(ids)
      .sort((x, y) => y.length - x.length)
      .find((key) => path.startsWith(`/api/${key}/`));
    return resource ? ids[resource]! : crypto.randomUUID();
  };

  /** What is wrong with one answer, if anything. */
  function problemOf(variant: Variant, status: number, body: unknown): string | null {
    if (status >= 500) return `${status} ${JSON.stringify(body).slice(0, 160)}`;
    if (status < 400) return null;
    // The router's own refusals (a URL that is not UTF-8) name their Fastify code.
    const error = HttpError.extend({ code: z.string() }).safeParse(body);
    if (!error.success) return `${status} without the error envelope: ${JSON.stringify(body).slice(0, 120)}`;
    if (status !== 400 || !variant.field || !variant.strict) return null;
    const name = variant.field.split('.').at(-1)!;
    const { details, message } = error.data;
    const paths = (details?.issues ?? []).map((i) => i.path);
    if (details?.field === name || paths.some((p) => p.split('.').includes(name))) return null;
    return `400 not naming ${variant.field}: ${message.slice(0, 120)}`;
  }

  it('answers every hostile input with a 4xx envelope naming the field, never a 5xx, and leaves B alone', async () => {
    const before = JSON.stringify(await snapshotOfB());
    const problems: string[] = [];
    let tried = 0;
    let fuzzed = 0;
    const fuzz = async (op: Operation) => {
      const route = `${op.method} ${op.path}`;
      if (notFuzzed.has(route)) return;
      fuzzed++;
      for (const variant of variantsOf(op, idFor(op.path), b.slug)) {
        // A client per request: a sign-up or sign-in that works, or a cookie cleared for another
        // workspace's address, must not change A's own session; public routes go without one.
        const client = new ApiClient(variant.tenant ?? slugA, undefined, dispatcher);
        if (!op.access.public) for (const [name, value] of cookiesOfA) client.setCookie(name, value);
        const response = await client.request(op.method, variant.url, variant.body).catch((error: Error) => ({
          status: 599,
          body: `${error.message}: ${String((error.cause as Error | undefined)?.message)}`,
        }));
        tried++;
        // The server may answer 413 and close before a body past the limit is all sent.
        if (
          variant.label === 'body too large' &&
          response.status === 599 &&
          /EPIPE|ECONNRESET/.test(String(response.body))
        ) {
          continue;
        }
        const problem = problemOf(variant, response.status, response.body);
        if (problem) problems.push(`${route} [${variant.label}]: ${problem}`);
      }
    };
    // Deletes last, so the other routes find A's records; a few routes at a time.
    const queue = [...ops.filter((op) => op.method !== 'DELETE'), ...ops.filter((op) => op.method === 'DELETE')];
    const worker = async () => {
      for (let op = queue.shift(); op; op = queue.shift()) await fuzz(op);
    };
    await Promise.all([worker(), worker(), worker()]);
    console.log(`security: routes fuzzed ${fuzzed}, inputs tried ${tried}, failures ${problems.length}`);
    expect(problems).toEqual([]);
    expect(fuzzed).toBeGreaterThan(200);
    expect((await a.get('/api/auth/user-role')).status).toBe(200);
    expect(JSON.stringify(await snapshotOfB())).toBe(before);
  });

  it('refuses an optimistic-lock version past what a row holds, naming it (was a 500 from Postgres)', async () => {
    const { tenant } = (await a.get('/api/tenant/info')).body;
    const tooBig = 2_147_483_648;
    const branding = await a.request('PUT', '/api/tenant/branding', { version: tooBig, companyName: 'Overflow' });
    const contact = await a.request('PATCH', `/api/contacts/${ids.contacts}`, { version: tooBig, name: 'Overflow' });
    for (const response of [branding, contact]) {
      expect(response.status).toBe(400);
      expect(response.error?.details?.issues).toEqual([{ path: 'body.version', message: expect.any(String) }]);
    }
    expect((await a.get('/api/tenant/info')).body.tenant.version).toBe(tenant.version);
  });

  it('answers hostile Host headers (the workspace is read from them) with a 4xx envelope', async () => {
    const labels = ["x'or'1'='1", '<script>', 'a'.repeat(300), '', 'bücher', '%00'];
    const answers = await Promise.all(
      labels.map((label) => rawRequest({ method: 'GET', path: '/api/tenant/info', host: `${label}.localhost` })),
    );
    for (const { status, error } of answers) {
      expect(status).toBe(400);
      expect(error?.code).toBe('bad_input');
      expect(error?.details?.issues?.map((issue) => issue.path)).toContain('tenant');
    }
  });
});
