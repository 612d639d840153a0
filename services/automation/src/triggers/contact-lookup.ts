import type { Contact, RpcContext } from '@smartcrm/contracts';
import type { RpcClient } from '@smartcrm/kit';

/** Every contact of the workspace, a page at a time, through crm's list (the workspace's own view: no person). */
export async function* contactPages(rpc: RpcClient, ctx: RpcContext): AsyncGenerator<Contact[]> {
  let cursor: string | undefined;
  do {
    const page = await rpc.call('crm.contacts.list', { limit: 200, sort: 'createdAt', cursor }, ctx);
    yield page.items;
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
}

/** The contact whose address this is (compared without case), or null. */
export async function contactByEmail(rpc: RpcClient, email: string, ctx: RpcContext): Promise<Contact | null> {
  const { items } = await rpc.call('crm.contacts.list', { search: email, limit: 20 }, ctx);
  return items.find((c) => c.email.toLowerCase() === email.toLowerCase()) ?? null;
}
