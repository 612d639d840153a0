import type { Role } from '@smartcrm/contracts';
import { connect } from 'nats';
import { expect, inject } from 'vitest';
import { createRpcClient } from '../../services/kit/src';
import { ApiClient, signUpWorkspace } from './api-client';

let counter = 0;

/** Adds a user with a password straight through identity, as the seed does. */
export async function addUser(tenantId: string, role: Role, slug: string) {
  const nc = await connect({ servers: inject('natsUrl') });
  try {
    const user = {
      email: `${role.replace('_', '-')}${counter++}@${slug}.test`,
      password: `${role}-password-1`,
      name: `${role} person`,
      role,
    };
    const created = await createRpcClient(nc, 10_000).call('identity.users.create', user, {
      tenantId,
      actor: null,
      requestId: crypto.randomUUID(),
    });
    return { ...user, id: created.id };
  } finally {
    await nc.drain();
  }
}

/** A client of the workspace signed in as the given user. */
export async function signIn(slug: string, user: { email: string; password: string }) {
  const client = new ApiClient(slug);
  const response = await client.post('/api/auth/signin', { email: user.email, password: user.password });
  expect(response.status).toBe(200);
  return client;
}

/** A new workspace and its owner, who is its super admin. */
export async function workspaceWithSuperAdmin(prefix = 'wsa') {
  const workspace = await signUpWorkspace(prefix);
  return { ...workspace, superAdmin: { ...workspace.owner, id: workspace.userId }, admin: workspace.client };
}

/** The newest link to `path` mailed to `to`, read from the developer mailbox. */
export async function mailedLink(admin: ApiClient, to: string, path: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const { body } = await admin.get('/api/admin/mailbox?limit=50');
      const mail = body.messages.find(
        (m: { to: string; text: string | null }) => m.to === to && m.text?.includes(path),
      );
      link = mail?.text?.match(/https?:\/\/\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return link!;
}

export const tokenOf = (link: string): string => new URL(link).searchParams.get('token')!;
