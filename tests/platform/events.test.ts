import { describe, expect, inject, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('events over JetStream', () => {
  it("reach another service after the commit: a new user appears in the CRM's member directory", async () => {
    const { tenantId, userId, owner } = await signUpWorkspace('evt');
    const rows = await eventually(
      () =>
        withOwnerConnection(
          inject('databaseUrl'),
          async (db) =>
            (await db.query('SELECT user_id, email, role FROM crm.members WHERE tenant_id = $1', [tenantId])).rows,
        ),
      (r) => r.length > 0,
    );
    expect(rows).toEqual([{ user_id: userId, email: owner.email, role: 'super_admin' }]);
  });

  it('leave nothing behind in the outbox once published', async () => {
    await signUpWorkspace('outbox');
    const left = await eventually(
      () =>
        withOwnerConnection(
          inject('databaseUrl'),
          async (db) => (await db.query('SELECT count(*)::int AS n FROM identity.event_outbox')).rows[0].n as number,
        ),
      (n) => n === 0,
    );
    expect(left).toBe(0);
  });
});
