import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../../../services/identity/src/app';
import { eventually, startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type IdentityUnderTest = Awaited<ReturnType<typeof startServiceForTest<'identity', unknown, never>>>;

/** identity alone: a webhook endpoint turned off for failing is mailed to the workspace's admins only. */
describe('admin mail of a turned-off webhook endpoint (service level)', () => {
  let identity: IdentityUnderTest;
  const tenantId = crypto.randomUUID();
  const otherTenant = crypto.randomUUID();
  const ctx = (tenant: string) => ({ tenantId: tenant, actor: null, requestId: crypto.randomUUID() });

  beforeAll(async () => {
    identity = (await startServiceForTest(identityService)) as unknown as IdentityUnderTest;
    await identity.answer('tenant.plans.current', () => planWith());
    const create = (tenant: string, email: string, role: 'super_admin' | 'regular_user') =>
      identity.call('identity.users.create', { email, name: email, password: 'a-long-password-1', role }, ctx(tenant));
    await create(tenantId, 'admin@hooks.test', 'super_admin');
    await create(tenantId, 'rep@hooks.test', 'regular_user');
    await create(otherTenant, 'other-admin@hooks.test', 'super_admin');
  });
  afterAll(() => identity?.stop());

  const mails = () =>
    identity.asOwner(
      async (c) =>
        (await c.query('SELECT tenant_id, recipient, subject, text_body FROM identity.mail_outbox ORDER BY created_at'))
          .rows as { tenant_id: string; recipient: string; subject: string; text_body: string | null }[],
    );

  it("tells each admin of the endpoint's workspace, once, with the endpoint and the reason", async () => {
    const before = (await mails()).length;
    await identity.publish('integrations.webhook.disabled', tenantId, {
      endpointId: crypto.randomUUID(),
      url: 'https://erp.example/hooks',
      reason: 'Turned off: a delivery failed for 24 hours (last answer: 500)',
    });
    await eventually(async () => (await mails()).length > before, 10_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const sent = (await mails()).slice(before);
    expect(sent.map((m) => [m.tenant_id, m.recipient])).toEqual([[tenantId, 'admin@hooks.test']]);
    expect(sent[0]?.subject).toBe('A webhook endpoint of your SmartCRM workspace was turned off');
  });
});
