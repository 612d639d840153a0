import { describe, expect, it } from 'vitest';
import { rawRequest as post } from '../support/raw-request';
import { signUpWorkspace } from '../support/api-client';
import { testEnv } from '../support/test-env';
import { addUser } from '../support/workspace-users';

/**
 * Sign-in and forgot-password limits count per resolved workspace and client address (and per
 * account), whatever Host, slug or id the request names; and the account lockout reads the same
 * for an address with an account and one without.
 */

const limit = Number(testEnv.childEnv.SIGNIN_RATE_LIMIT);

describe('sign-in and password-reset limits', () => {
  it('counts sign-ins per workspace and address however the Host, slug or id vary', async () => {
    const { slug, tenantId } = await signUpWorkspace('rlhost');
    const statuses: number[] = [];
    for (let i = 0; i < limit + 2; i++) {
      // A new address each time at the same workspace: no account lockout, only the limit answers.
      const body = { email: `nobody${i}@${slug}.test`, password: 'guess-guess' };
      const tenant = i % 2 ? slug : tenantId;
      const answer = await post({
        path: '/api/auth/signin',
        body,
        host: `r${i}.rot.localhost`,
        tenant,
        from: '127.0.0.3',
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, limit)).toEqual(Array(limit).fill(401));
    expect(statuses.slice(limit)).toEqual([429, 429]);
  });

  it('counts reset requests per workspace and address, and per account from any address', async () => {
    const { slug, tenantId } = await signUpWorkspace('rlreset');
    const statuses: number[] = [];
    for (let i = 0; i < limit + 1; i++) {
      const body = { email: `nobody${i}@${slug}.test` };
      const tenant = i % 2 ? slug : tenantId;
      const answer = await post({
        path: '/api/auth/forgot-password',
        body,
        host: `r${i}.x.localhost`,
        tenant,
        from: '127.0.0.4',
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([...Array(limit).fill(204), 429]);

    const perAccount: number[] = [];
    for (let i = 0; i < limit + 1; i++) {
      const from = `127.0.1.${i + 1}`;
      const answer = await post({
        path: '/api/auth/forgot-password',
        body: { email: 'one@target.test' },
        tenant: slug,
        from,
      });
      perAccount.push(answer.status);
    }
    expect(perAccount).toEqual([...Array(limit).fill(204), 429]);
  });

  it('locks an address without an account as it locks an account, so a lockout tells nothing', async () => {
    const { slug, tenantId } = await signUpWorkspace('rllock');
    const person = await addUser(tenantId, 'regular_user', slug);
    const tenFailures = async (email: string, from: string) => {
      const answers = [];
      for (let i = 0; i < 11; i++) {
        answers.push(
          await post({ path: '/api/auth/signin', body: { email, password: `wrong-${i}` }, tenant: slug, from }),
        );
      }
      return answers.map((a) => `${a.status} ${a.error?.code} ${a.error?.message}`);
    };
    const known = await tenFailures(person.email, '127.0.0.5');
    const unknown = await tenFailures(`nobody@${slug}.test`, '127.0.0.6');
    expect(known.slice(9)).toEqual(
      Array(2).fill(expect.stringMatching(/^429 rate_limited .*locked for 15 more minutes/)),
    );
    expect(unknown).toEqual(known);
  });
});
