import { expect, inject } from 'vitest';
import { runAdminCommand } from '../../infra/src/admin-cli';
import { ApiClient, signUpWorkspace } from './api-client';
import { signIn } from './workspace-users';

/** `npm run admin -- promote|demote EMAIL` against the test system. */
export const adminCommand = (...args: string[]) =>
  runAdminCommand(args, { DATABASE_URL: inject('databaseUrl'), NATS_URL: inject('natsUrl') });

/** A new workspace whose owner was made a platform operator from the command line, signed in. */
export async function operatorWorkspace(prefix = 'op') {
  const workspace = await signUpWorkspace(prefix);
  expect(await adminCommand('promote', workspace.owner.email)).toContain('is now a platform operator');
  const operator = await signIn(workspace.slug, workspace.owner);
  return { ...workspace, operator };
}

/** A tenant on `plan` created by an operator, with a super admin signed in to it. */
export async function tenantOnPlan(operator: ApiClient, plan: string, prefix = 'pq') {
  const workspace = await signUpWorkspace(prefix);
  const moved = await operator.request('PUT', `/api/operator/tenants/${workspace.tenantId}/plan`, { plan });
  expect(moved.status).toBe(200);
  return workspace;
}

/** Follows a "sign in as" link the way a browser would: the session cookie comes with the redirect. */
export async function enterSupportSession(url: string, slug: string): Promise<ApiClient> {
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const client = new ApiClient(slug);
  for (const cookie of response.headers.getSetCookie()) {
    const [name = '', value = ''] = cookie.split(';')[0]!.split('=');
    if (value) client.setCookie(name, value);
  }
  return client;
}
