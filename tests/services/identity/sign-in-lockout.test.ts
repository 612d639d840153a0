import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identityService } from '../../../services/identity/src/app';
import { startServiceForTest } from '../../support/service-harness';
import { planWith } from '../../support/test-plans';

type IdentityUnderTest = Awaited<ReturnType<typeof startServiceForTest<'identity', unknown, never>>>;

/** identity alone: failed sign-ins lock an account, and an email without one behaves exactly alike. */
describe('identity sign-in lockout (service level)', () => {
  let identity: IdentityUnderTest;
  const tenantId = crypto.randomUUID();
  const ctx = () => ({ tenantId, actor: null, requestId: crypto.randomUUID() });
  const client = { userAgent: 'service-test', ip: '192.0.2.1' };

  beforeAll(async () => {
    identity = (await startServiceForTest(identityService)) as unknown as IdentityUnderTest;
    await identity.answer('tenant.plans.current', () => planWith());
    await identity.call(
      'identity.users.create',
      { email: 'real@lockout.test', name: 'Real User', password: 'right-password-1', role: 'regular_user' },
      ctx(),
    );
  });
  afterAll(() => identity?.stop());

  /** The error of each of `n` sign-ins with a wrong password. */
  async function failures(email: string, n: number) {
    const errors: { code: string; message: string }[] = [];
    for (let i = 0; i < n; i++) {
      const error = await identity
        .call('identity.auth.sign_in', { email, password: 'wrong-password', client }, ctx())
        .then(
          () => ({ code: 'signed_in', message: '' }),
          (e: { code: string; message: string }) => e,
        );
      errors.push({ code: error.code, message: error.message.replace(/\d+ more minutes?/, 'N minutes') });
    }
    return errors;
  }

  it('locks an account after repeated failures, and an unknown email the same way with the same words', async () => {
    const real = await failures('real@lockout.test', 12);
    const unknown = await failures('nobody@lockout.test', 12);
    expect(unknown).toEqual(real);
    expect(real.at(-1)?.message).toMatch(/locked/);
    expect(real[0]?.message).not.toMatch(/locked/);
    // Locked means locked: the right password does not get in either.
    await expect(
      identity.call(
        'identity.auth.sign_in',
        { email: 'real@lockout.test', password: 'right-password-1', client },
        ctx(),
      ),
    ).rejects.toMatchObject({ message: expect.stringMatching(/locked/) });
  });
});
