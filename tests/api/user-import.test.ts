import type { UserImport } from '@smartcrm/contracts';
import { connect } from 'nats';
import { describe, expect, inject, it } from 'vitest';
import { createRpcClient } from '../../services/kit/src';
import type { ApiClient } from '../support/api-client';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { addUser, signIn, workspaceWithSuperAdmin } from '../support/workspace-users';

/** What an operator's plan change does: the tenant gets the plan's user quota. */
async function setPlan(workspace: { tenantId: string; userId: string; owner: { email: string } }, plan: string) {
  const nc = await connect({ servers: inject('natsUrl') });
  try {
    const actor = { userId: workspace.userId, role: 'super_admin', email: workspace.owner.email, operator: true };
    const ctx = { tenantId: workspace.tenantId, actor, requestId: crypto.randomUUID() } as const;
    await createRpcClient(nc, 10_000).call(
      'tenant.tenants.change_plan',
      { tenantId: workspace.tenantId, plan } as never,
      ctx as never,
    );
  } finally {
    await nc.drain();
  }
}

async function upload(client: ApiClient, text: string, name = 'users.csv') {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return client.request('POST', '/api/user-imports', form);
}

async function runImport(client: ApiClient, text: string, choice: Record<string, unknown> = {}) {
  const uploaded = await upload(client, text);
  expect(uploaded.status).toBe(201);
  const started = await client.post(`/api/user-imports/${uploaded.body.id}/start`, {
    mapping: uploaded.body.suggestedMapping,
    ...choice,
  });
  expect(started.status).toBe(200);
  let current: UserImport | undefined;
  await expect
    .poll(
      async () => {
        current = (await client.get(`/api/user-imports/${uploaded.body.id}`)).body;
        return current.status;
      },
      { timeout: 60_000, interval: 100 },
    )
    .toMatch(/completed|failed/);
  return current!;
}

const usersNamed = async (client: ApiClient, q: string) =>
  (await client.get(`/api/admin/users?limit=100&q=${encodeURIComponent(q)}`)).body.users as {
    email: string;
    status: string;
    role: string;
  }[];

describe('bulk import of users', () => {
  const file = [
    'Email,Full Name,Role,Team',
    'ada@bulk.test,Ada Lovelace,regular user,Math',
    'not-an-email,Bad Email,user,X',
    'grace@bulk.test,Grace Hopper,white label,Navy',
    'alan@bulk.test,Alan Turing,boss,X',
    'ADA@bulk.test,Ada Again,,Math',
    ',No Email,user,X',
    'linus@bulk.test,,super admin,Kernel',
  ].join('\r\n');

  it('imports the good rows, reports every bad one by line and reason, and creates no duplicates the second time', async () => {
    const ws = await workspaceWithSuperAdmin('bulk');
    await setPlan(ws, 'enterprise');
    const uploaded = await upload(ws.admin, file);
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      status: 'uploaded',
      headers: ['Email', 'Full Name', 'Role', 'Team'],
      suggestedMapping: { Email: 'email', 'Full Name': 'name', Role: 'role', Team: 'ignore' },
    });
    expect(uploaded.body.sampleRows).toHaveLength(7);

    const done = await runImport(ws.admin, file);
    expect(done.status).toBe('completed');
    expect(done.counts).toEqual({ read: 7, imported: 3, skipped: 0, failed: 4 });
    const errors = (await ws.admin.get(`/api/user-imports/${done.id}/errors`)).body.items;
    expect(errors).toEqual([
      { line: 3, field: 'email', reason: '"not-an-email" is not an email address' },
      { line: 5, field: 'role', reason: expect.stringMatching(/"boss" is not a role/) },
      { line: 6, field: 'email', reason: 'ada@bulk.test is on line 2 already' },
      { line: 7, field: 'email', reason: 'The email is empty' },
    ]);
    const csv = await ws.admin.get(`/api/user-imports/${done.id}/errors.csv`);
    expect(csv.body).toContain('5,role,');

    const users = await usersNamed(ws.admin, 'bulk.test');
    expect(users.map((u) => [u.email, u.role, u.status]).sort()).toEqual([
      ['ada@bulk.test', 'regular_user', 'invited'],
      ['grace@bulk.test', 'wl_user', 'invited'],
      ['linus@bulk.test', 'super_admin', 'invited'],
    ]);

    const again = await runImport(ws.admin, file);
    expect(again.counts).toEqual({ read: 7, imported: 0, skipped: 3, failed: 4 });
    expect(await usersNamed(ws.admin, 'bulk.test')).toHaveLength(3);
  });

  it('mails invitations only when asked to', async () => {
    const ws = await workspaceWithSuperAdmin('bulkmail');
    await setPlan(ws, 'enterprise');
    await runImport(ws.admin, 'email,name\nsilent@mail.test,Silent');
    await runImport(ws.admin, 'email,name\ninvited@mail.test,Invited', { sendInvitations: true });
    await expect
      .poll(async () =>
        (await ws.admin.get('/api/admin/mailbox?limit=50')).body.messages.map((m: { to: string }) => m.to),
      )
      .toContain('invited@mail.test');
    const mailed = (await ws.admin.get('/api/admin/mailbox?limit=50')).body.messages.map((m: { to: string }) => m.to);
    expect(mailed).not.toContain('silent@mail.test');
    // Each import is one audit entry: who brought in which file, as which role, inviting or not.
    const audit = (await ws.admin.get('/api/admin/audit-log?search=users.csv')).body.entries;
    expect(audit.map((e) => [e.action, e.targetLabel, e.details])).toEqual([
      ['user.import_started', 'users.csv', { defaultRole: 'regular_user', sendInvitations: true }],
      ['user.import_started', 'users.csv', { defaultRole: 'regular_user', sendInvitations: false }],
    ]);
  });

  it("stops at the plan's user quota and reports the rows past it", async () => {
    const { operator } = await operatorWorkspace('bulkop');
    const ws = await tenantOnPlan(operator, 'starter', 'bulkquota'); // 3 users, the owner is one
    const admin = ws.client;
    const rows = ['email,name', ...[1, 2, 3, 4].map((n) => `q${n}@quota.test,Q ${n}`)].join('\n');
    const done = await runImport(admin, rows);
    expect(done.counts).toMatchObject({ imported: 2, failed: 2 });
    const errors = (await admin.get(`/api/user-imports/${done.id}/errors`)).body.items;
    expect(errors.map((e: { line: number }) => e.line)).toEqual([4, 5]);
    expect(errors[0]!.reason).toBe('Your plan allows 3 users and 3 are in use. Upgrade your plan to add more.');
    // Existing users take no seat: a second run skips them and reports the same rows past the quota.
    const again = await runImport(admin, rows);
    expect(again.counts).toMatchObject({ imported: 0, skipped: 2, failed: 2 });
  });

  it('is for super admins only and validates the mapping', async () => {
    const ws = await workspaceWithSuperAdmin('bulkperm');
    const wl = await signIn(ws.slug, await addUser(ws.tenantId, 'wl_user', ws.slug));
    expect((await upload(wl, file)).status).toBe(403);
    const uploaded = await upload(ws.admin, file);
    const noEmail = await ws.admin.post(`/api/user-imports/${uploaded.body.id}/start`, {
      mapping: { 'Full Name': 'name' },
    });
    expect(noEmail.status).toBe(400);
    expect(noEmail.error?.message).toMatch(/email/);
    expect((await upload(ws.admin, '\u0000\u0001binary')).status).toBe(400);
  });

  it('imports 10,000 users in seconds', async () => {
    const ws = await workspaceWithSuperAdmin('bulkbig');
    await setPlan(ws, 'enterprise');
    const lines = ['email,name,role'];
    for (let i = 0; i < 10_000; i++)
      lines.push(`person${i}@big.test,Person ${i},${i % 10 === 0 ? 'wl_user' : 'regular_user'}`);
    const started = performance.now();
    const done = await runImport(ws.admin, lines.join('\n'));
    const seconds = (performance.now() - started) / 1000;
    console.log(`bulk user import: 10,000 rows uploaded and imported in ${seconds.toFixed(2)} s`);
    expect(done.counts).toEqual({ read: 10_000, imported: 10_000, skipped: 0, failed: 0 });
  });
});
