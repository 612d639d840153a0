import { describe, expect, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';

const id = '0b6c1f5e-4d0a-4a53-9a2c-1f1a2b3c4d5e';
const forge = (key: unknown[]) => Buffer.from(JSON.stringify(key)).toString('base64url');

/** A cursor is a client's input: a well-formed one holding a value SQL cannot cast is a 400 naming it. */
describe('forged page cursors', () => {
  it('are refused on contacts, deals, tasks and the audit log with a 400 naming the cursor (was a 500)', async () => {
    const { client } = await signUpWorkspace('curs');
    const badTime = forge(['2026-99-99 25:61:00+00', id]);
    const asked = [
      ['/api/contacts', 'cursor', badTime],
      ['/api/contacts?sort=-lastContact', 'before', badTime],
      ['/api/contacts?sort=leadScore', 'cursor', forge(['high', id])],
      ['/api/deals', 'cursor', badTime],
      ['/api/deals?sort=value', 'cursor', forge(['lots', id])],
      ['/api/tasks', 'cursor', badTime],
      ['/api/tasks', 'cursor', forge([null, id])],
      ['/api/admin/audit-log', 'after', badTime],
      ['/api/admin/audit-log', 'after', forge(['2026-11-27 10:00:00+00', 'not-a-uuid-but-36-characters-long---'])],
    ];
    for (const [path, field, cursor] of asked) {
      const url = `${path}${path!.includes('?') ? '&' : '?'}${field}=${cursor}`;
      const response = await client.get(url);
      expect(response.status, `${url} ${JSON.stringify(response.body)}`).toBe(400);
      const named = response.error?.details?.field ?? response.error?.details?.issues?.[0]?.path;
      expect(String(named), url).toContain(field);
    }
  });
});
