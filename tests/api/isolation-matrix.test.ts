import { hasPermission, type Role } from '@smartcrm/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiClient } from '../support/api-client';
import { keyClient } from '../support/api-keys';
import { type Operation, operationsOf, sample } from '../support/openapi-routes';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { addUser, signIn } from '../support/workspace-users';

/**
 * Walks every route of the running BFF (its OpenAPI document, so a new route is walked without
 * touching this file) as each role of workspace A, with the ids of workspace B's records, and
 * checks the permission map of spec 000 §6 and isolation: 403 where the role lacks the
 * permission, 404 for B's ids, nothing of B in any answer, and B's records unchanged. Each role
 * walks twice: signed in, and as an API key of A with every scope acting with that role (403 too
 * where keys may not go).
 */

/** Routes every signed-in user of a workspace may use, on purpose: their own account and session. */
const openToEverySignedInUser = new Set([
  'GET /api/auth/user-role',
  'POST /api/auth/signout',
  'GET /api/auth/sessions',
  'DELETE /api/auth/sessions/{id}',
  'POST /api/auth/sessions/revoke-others',
  'PUT /api/auth/password',
  'POST /api/auth/change-password',
  'GET /api/members',
  'GET /api/settings/visibility',
  'GET /api/search',
  'GET /api/views',
  'POST /api/views',
  'GET /api/plans',
  'GET /api/plans/current',
  'PUT /api/views/{id}',
  'PATCH /api/views/{id}',
  'DELETE /api/views/{id}',
  'POST /api/views/{id}/default',
  'DELETE /api/views/{id}/default',
  'GET /api/plan',
  'GET /api/tenant/plan',
  'POST /api/auth/support/end',
  'GET /api/health/services',
  // What workflows told the user: their own notifications.
  'GET /api/automation/notifications',
  'DELETE /api/automation/notifications',
]);
/** Calls that end or change the caller's own session are checked for access, not walked. */
const walksSkipped = /signout|sessions|password|support|accept-invite/;

const roles: Role[] = ['super_admin', 'wl_user', 'regular_user'];

describe('the route-walking isolation matrix', () => {
  const a: Partial<Record<Role, ApiClient>> = {};
  const aKey: Partial<Record<Role, ApiClient>> = {};
  let b: ApiClient;
  const bIds: Record<string, string> = {};
  const markers: string[] = [];
  let ops: Operation[] = [];

  /** What B itself sees of its records; compared before and after the walk. */
  const snapshotOfB = async () => {
    const reads = [
      `/api/contacts/${bIds.contacts}`,
      '/api/companies?limit=100',
      `/api/deals/${bIds.deals}`,
      `/api/tasks/${bIds.tasks}`,
      '/api/contacts?limit=100',
      '/api/deals?limit=100',
      '/api/pipelines',
      '/api/views',
      '/api/admin/users?limit=100',
      '/api/tenant/domains',
      `/api/user-imports/${bIds['user-imports']}`,
      '/api/tenant/info',
    ];
    return Promise.all(reads.map(async (path) => [path, (await b.get(path)).body]));
  };

  beforeAll(async () => {
    const { operator } = await operatorWorkspace('mxop');
    const wa = await tenantOnPlan(operator, 'enterprise', 'mxa');
    const wb = await tenantOnPlan(operator, 'enterprise', 'mxb');
    a.super_admin = wa.client;
    a.wl_user = await signIn(wa.slug, await addUser(wa.tenantId, 'wl_user', wa.slug));
    a.regular_user = await signIn(wa.slug, await addUser(wa.tenantId, 'regular_user', wa.slug));
    b = wb.client;
    for (const role of roles) aKey[role] = (await keyClient(wa.client, wa.slug, { name: `Key ${role}`, role })).client;

    const created = async <P extends string>(path: P, body: unknown) => {
      const response = await b.request('POST', path, body);
      expect(response.status, `${path} ${JSON.stringify(response.body)}`).toBeLessThan(300);
      return response.body;
    };
    const contact = await created('/api/contacts', {
      name: 'Zebulon Bsecret',
      email: 'zebulon@b-side.test',
      company: 'Bsecret Holdings',
    });
    bIds.contacts = contact.id;
    bIds.companies = contact.companyId!;
    const deal = await created('/api/deals', { title: 'Bsecret Deal', value: 4242, contactId: contact.id });
    bIds.deals = deal.id;
    bIds.pipelines = deal.pipelineId;
    bIds.stages = deal.stageId;
    bIds.tasks = (await created('/api/tasks', { title: 'Bsecret task', contactId: contact.id })).id;
    // crm learns a workspace's people from identity's events: once it names the task's assignee,
    // B's records read the same from one snapshot to the next.
    await vi.waitFor(async () => expect((await b.get(`/api/tasks/${bIds.tasks}`)).body.assigneeName).toBeTruthy(), {
      timeout: 10_000,
      interval: 100,
    });
    bIds.views = (await created('/api/views', { scope: 'contacts', name: 'Bsecret view', query: 'status=lead' })).id;
    const user = await addUser(wb.tenantId, 'regular_user', wb.slug);
    bIds['admin/users'] = user.id;
    const form = new FormData();
    form.append(
      'file',
      new Blob(['email,name\nbsecret-import@b-side.test,Bsecret Person'], { type: 'text/csv' }),
      'b.csv',
    );
    bIds['user-imports'] = (await b.request('POST', '/api/user-imports', form)).body.id;
    const contactsCsv = new FormData();
    contactsCsv.append(
      'file',
      new Blob(['Name,Email\nBsecret Csv,bsecret-csv@b-side.test'], { type: 'text/csv' }),
      'c.csv',
    );
    bIds.imports = (await b.request('POST', '/api/imports/contacts', contactsCsv)).body.id;
    bIds.domain = (await created('/api/tenant/domains', { domain: `crm.${wb.slug}.example` })).domain;
    markers.push(...Object.values(bIds), 'zebulon@b-side.test', 'Bsecret', user.email, wb.tenantId);

    ops = await operationsOf(new ApiClient(wa.slug));
  });

  it('finds the routes in the running app, each with its access rule stated', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ops.filter((op) => !op.access).map((op) => `${op.method} ${op.path}`)).toEqual([]);
    const unruled = ops
      .filter((op) => !op.access.public && !op.access.operator && !op.access.permission)
      .map((op) => `${op.method} ${op.path}`)
      .filter((route) => !openToEverySignedInUser.has(route));
    // A new route needs `config.permission` (spec 000 §6), or a place in the list above on purpose.
    expect(unruled).toEqual([]);
  });

  it("holds the permission map for each role and never shows or changes B's records", async () => {
    const before = JSON.stringify(await snapshotOfB());
    const problems: string[] = [];
    let walked = 0;
    const idFor = (path: string, param: string) => {
      if (param === 'domain') return bIds.domain!;
      if (param === 'stageId') return bIds.stages!;
      const resource = Object.keys(bIds)
        .sort((x, y) => y.length - x.length)
        .find((key) => path.startsWith(`/api/${key}/`));
      return bIds[resource ?? 'contacts']!;
    };
    for (const op of ops) {
      const route = `${op.method} ${op.path}`;
      if (op.access.public) continue;
      const withIds = op.path.includes('{');
      const url = op.path.replace(/\{(\w+)\}/g, (_m, param: string) => encodeURIComponent(idFor(op.path, param)));
      for (const [role, viaKey] of roles.flatMap((r) => [[r, false] as const, [r, true] as const])) {
        const allowed =
          !op.access.operator &&
          (!viaKey || op.access.apiScope !== null) &&
          (!op.access.permission || hasPermission(role, op.access.permission));
        if (allowed && walksSkipped.test(op.path) && op.method !== 'GET') continue;
        let body: unknown;
        if (op.multipart) {
          body = new FormData();
          (body as FormData).append('file', new Blob(['email,name\nx@a-side.test,X'], { type: 'text/csv' }), 'a.csv');
        } else body = sample(op.body, bIds.contacts!);
        const caller = viaKey ? aKey[role]! : a[role]!;
        const response = await caller.request(op.method, url, body).catch((error: Error) => ({
          status: 599,
          body: `${error.message}: ${String((error.cause as Error | undefined)?.message)}`,
        }));
        const text = typeof response.body === 'string' ? response.body : JSON.stringify(response.body ?? '');
        const as = viaKey ? `${role}'s key` : role;
        if (!allowed) {
          if (response.status !== 403) problems.push(`${route} as ${as}: ${response.status}, not 403`);
          continue;
        }
        if (response.status >= 500) problems.push(`${route} as ${as}: ${response.status} ${text.slice(0, 120)}`);
        if (withIds && ![400, 404].includes(response.status)) {
          problems.push(`${route} as ${as}: ${response.status} for B's id, not 404`);
        }
        walked++;
        const leaked = markers.find((marker) => text.includes(marker));
        if (leaked) problems.push(`${route} as ${as}: the answer holds B's ${leaked}`);
      }
    }
    console.log(`isolation matrix: ${ops.length} routes, ${walked} calls walked with B's ids as A's roles`);
    expect(problems).toEqual([]);
    expect(JSON.stringify(await snapshotOfB())).toBe(before);
  });
});
