import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenantService } from '../../../services/tenant/src/app';
import { contextOf, startServiceForTest } from '../../support/service-harness';

type TenantUnderTest = Awaited<ReturnType<typeof startServiceForTest<'tenant', unknown, never>>>;

/** tenant alone: a workspace's AI credits are spent against its plan, never past it, whoever asks at once. */
describe('tenant AI credits (service level)', () => {
  let tenant: TenantUnderTest;
  beforeAll(async () => {
    tenant = (await startServiceForTest(tenantService)) as unknown as TenantUnderTest;
  });
  afterAll(() => tenant?.stop());

  const workspace = async (plan: 'starter' | 'professional') => {
    const created = await tenant.call(
      'tenant.tenants.create',
      { slug: `credits-${crypto.randomUUID().slice(0, 8)}`, companyName: 'Credits Ltd', plan },
      { tenantId: null, actor: null, requestId: crypto.randomUUID() },
    );
    return contextOf(created.id, { userId: crypto.randomUUID() });
  };

  it("spends credits up to the plan's month and refuses the one that would pass it", async () => {
    const ctx = await workspace('starter');
    const { limit } = await tenant.call('tenant.quotas.usage', {}, ctx);
    expect(limit).toBe(5);
    await tenant.call('tenant.quotas.consume', { credits: 4 }, ctx);
    await expect(tenant.call('tenant.quotas.consume', { credits: 2 }, ctx)).rejects.toMatchObject({
      code: 'quota_exceeded',
    });
    expect(await tenant.call('tenant.quotas.consume', { credits: 1 }, ctx)).toMatchObject({ used: 5, limit: 5 });
  });

  it('never lets concurrent spenders pass the limit together', async () => {
    const ctx = await workspace('professional');
    const { limit } = await tenant.call('tenant.quotas.usage', {}, ctx);
    const attempts = await Promise.allSettled(
      Array.from({ length: 20 }, () => tenant.call('tenant.quotas.consume', { credits: 3 }, ctx)),
    );
    const spent = attempts.filter((a) => a.status === 'fulfilled').length * 3;
    expect(spent).toBeLessThanOrEqual(limit ?? 0);
    expect(spent).toBeGreaterThan((limit ?? 0) - 3);
    expect((await tenant.call('tenant.quotas.usage', {}, ctx)).used).toBe(spent);
  });

  it('spends once per charge id, however often it is asked, even at once, and a refused spend claims nothing', async () => {
    const ctx = await workspace('starter');
    const chargeId = crypto.randomUUID();
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => tenant.call('tenant.quotas.consume', { credits: 1, chargeId }, ctx)),
    );
    expect(repeats.map((usage) => usage.used)).toEqual(Array(5).fill(1));
    await tenant.call('tenant.quotas.consume', { credits: 4 }, ctx);
    const late = crypto.randomUUID();
    await expect(tenant.call('tenant.quotas.consume', { credits: 1, chargeId: late }, ctx)).rejects.toMatchObject({
      code: 'quota_exceeded',
    });
    // Refused, the id was not taken: asked again, it is refused again rather than passed as paid.
    await expect(tenant.call('tenant.quotas.consume', { credits: 1, chargeId: late }, ctx)).rejects.toMatchObject({
      code: 'quota_exceeded',
    });
    expect((await tenant.call('tenant.quotas.usage', {}, ctx)).used).toBe(5);
  });

  it("keeps each workspace's credits apart", async () => {
    const [a, b] = [await workspace('starter'), await workspace('starter')];
    await tenant.call('tenant.quotas.consume', { credits: 5 }, a);
    expect((await tenant.call('tenant.quotas.usage', {}, b)).used).toBe(0);
  });
});
