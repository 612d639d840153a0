import type { ContactImport } from '@smartcrm/contracts';
import { expect } from 'vitest';
import type { ApiClient } from './api-client';

/** Where an import of each kind is uploaded and read back. */
const paths = {
  contacts: { upload: '/api/imports/contacts', read: '/api/imports' },
  deals: { upload: '/api/imports/deals', read: '/api/imports/deals' },
} as const;
type Kind = keyof typeof paths;

export function uploadCsv(client: ApiClient, kind: Kind, text: string | Uint8Array<ArrayBuffer>, name = `${kind}.csv`) {
  const form = new FormData();
  form.append('file', new Blob([text], { type: 'text/csv' }), name);
  return client.request('POST', paths[kind].upload, form);
}

/** Waits until the import leaves its working states and checks it ended as `status`, without an error. */
export async function waitForImport(client: ApiClient, kind: Kind, id: string, status: string, timeout = 50_000) {
  let current: ContactImport | undefined;
  const read = async () => {
    current = (await client.get(`${paths[kind].read}/${id}`)).body;
    return current.status;
  };
  await expect.poll(read, { timeout, interval: 200 }).not.toMatch(/^(uploaded|queued|running|reverting)$/);
  expect({ status: current?.status, error: current?.error }).toEqual({ status, error: null });
  return current!;
}

/** Uploads a contacts file, maps its columns as suggested (plus `extra`), runs it and waits for it. */
export async function importContacts(
  client: ApiClient,
  text: string,
  choice: Record<string, unknown> = {},
  extra: Record<string, string> = {},
) {
  const uploaded = await uploadCsv(client, 'contacts', text);
  expect(uploaded.status).toBe(201);
  const known = Object.entries(extra).filter(([header]) => uploaded.body.headers.includes(header));
  const mapping = { ...uploaded.body.suggestedMapping, ...Object.fromEntries(known) };
  const started = await client.post(`/api/imports/${uploaded.body.id}/start`, { mapping, ...choice });
  expect(started.status).toBe(200);
  return waitForImport(client, 'contacts', uploaded.body.id, 'completed');
}
