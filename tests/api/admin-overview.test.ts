import { describe, expect, inject, it } from 'vitest';
import { signUpWorkspace } from '../support/api-client';
import { withOwnerConnection } from '../support/database';
import { operatorWorkspace, tenantOnPlan } from '../support/operators';
import { addUser, signIn } from '../support/workspace-users';

describe('admin overview', () => {
  it('alerts on a webhook endpoint the delivery worker turned off, until it is enabled again', async () => {
    const { client: owner } = await signUpWorkspace('aowh');
    const endpoint = await owner.post('/api/webhooks', { url: 'http://127.0.0.1:9/gone', events: ['task.created'] });
    expect(endpoint.status).toBe(201);
    const reason = 'Turned off: a delivery failed for 24 hours (last answer: 500)';
    // What the worker writes when a delivery fails for good (after a day of retries).
    await withOwnerConnection(inject('databaseUrl'), (db) =>
      db.query('UPDATE integrations.webhook_endpoints SET enabled = false, disabled_reason = $2 WHERE id = $1', [
        endpoint.body.id,
        reason,
      ]),
    );
    const alertsOf = async () => (await owner.get('/api/admin/overview')).body.alerts;
    const [alert] = (await alertsOf()).filter((a: { kind: string }) => a.kind === 'webhook_disabled');
    expect(alert).toMatchObject({ severity: 'critical', subject: endpoint.body.id });
    expect(alert?.message).toContain(`http://127.0.0.1:9/gone stopped. ${reason}`);

    expect((await owner.request('PATCH', `/api/webhooks/${endpoint.body.id}`, { enabled: true })).status).toBe(200);
    expect((await alertsOf()).some((a: { kind: string }) => a.kind === 'webhook_disabled')).toBe(false);
  });

  it("counts the workspace's users by status and its live sessions, and alerts on a full plan", async () => {
    const { operator } = await operatorWorkspace('aov');
    const { client: owner, tenantId, slug, owner: ownerUser } = await tenantOnPlan(operator, 'starter', 'aov');
    const member = await addUser(tenantId, 'regular_user', slug);
    const memberClient = await signIn(slug, member);
    const leaver = await addUser(tenantId, 'regular_user', slug);
    await signIn(slug, leaver);
    expect((await owner.post(`/api/admin/users/${leaver.id}/deactivate`)).status).toBe(200);
    expect((await owner.post('/api/admin/users', { email: `new@${slug}.test`, role: 'regular_user' })).status).toBe(
      201,
    );
    // A session signed out no longer counts.
    const second = await signIn(slug, ownerUser);
    expect((await second.post('/api/auth/signout')).status).toBeLessThan(300);

    const { status, body } = await owner.get('/api/admin/overview');
    expect(status).toBe(200);
    expect(body.users).toEqual({ active: 2, invited: 1, deactivated: 1 });
    // The owner's sign-up session and the member's; the leaver's ended with the deactivation.
    expect(body.activeSessions).toBe(2);
    expect(body.services.every((service: { up: boolean }) => service.up)).toBe(true);
    expect(body.alerts).toContainEqual(
      expect.objectContaining({ kind: 'quota', severity: 'critical', subject: 'users' }),
    );
    expect(body.alerts.some((alert: { kind: string }) => alert.kind === 'service_down')).toBe(false);

    expect((await memberClient.get('/api/admin/overview')).status).toBe(403);

    // System Analytics: today (UTC) closes the last 30 days with what was just done.
    expect((await owner.post('/api/contacts', { name: 'Ada Lovelace', email: 'ada@engines.test' })).status).toBe(201);
    const analytics = await owner.get('/api/admin/analytics');
    expect(analytics.status).toBe(200);
    expect(analytics.body.days).toHaveLength(30);
    expect(analytics.body.days.at(-1)).toMatchObject({
      date: new Date().toISOString().slice(0, 10),
      usersCreated: 4,
      signIns: 4,
      contactsCreated: 1,
      dealsCreated: 0,
    });
    expect(analytics.body.days.at(-1)!.auditEvents).toBeGreaterThanOrEqual(2);
    expect(analytics.body.days[0]).toMatchObject({ signIns: 0, usersCreated: 0 });
    expect((await memberClient.get('/api/admin/analytics')).status).toBe(403);
  });

  it("shows another workspace's figures to nobody: a new workspace sees only its owner", async () => {
    const { operator } = await operatorWorkspace('aov');
    const { body } = await operator.get('/api/admin/overview');
    expect(body.users).toEqual({ active: 1, invited: 0, deactivated: 0 });
    expect(body.alerts.some((alert: { kind: string }) => alert.kind === 'quota')).toBe(false);
  });
});
