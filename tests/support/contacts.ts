import type { ApiClient } from './api-client';

/** `n` plain contacts made one by one through the API (each with its events), their ids in order. */
export async function createContacts(client: ApiClient, n: number, emailDomain: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    ids.push((await client.post('/api/contacts', { name: `Person ${i}`, email: `p${i}@${emailDomain}` })).body.id);
  }
  return ids;
}
