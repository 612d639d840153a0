import { describe, expect, it } from 'vitest';
import { linkToken, readLinkToken } from './link-token';

const tenant = '0b6f5c1e-1d2a-4b3c-8d4e-5f6a7b8c9d0e';
const enrolment = '9e8d7c6b-5a49-4837-a625-14f3e2d1c0b9';
const secret = 'secret-one-secret';

describe('link token', () => {
  it('names the tenant and record it was made for, in fewer than 100 characters (a route parameter’s limit)', () => {
    const token = linkToken(secret, 'unsubscribe', tenant, enrolment);
    expect(token.length).toBeLessThan(100);
    expect(readLinkToken(secret, 'unsubscribe', token)).toEqual({ tenantId: tenant, id: enrolment });
  });

  it('refuses a token of another secret or purpose, naming another record, or malformed', () => {
    const token = linkToken(secret, 'unsubscribe', tenant, enrolment);
    const [ownTenant, , signature] = token.split('.');
    expect(readLinkToken('secret-two-secret', 'unsubscribe', token)).toBeNull();
    expect(readLinkToken(secret, 'open', token)).toBeNull();
    expect(readLinkToken(secret, 'unsubscribe', `${ownTenant}.${ownTenant}.${signature}`)).toBeNull();
    expect(readLinkToken(secret, 'unsubscribe', 'x.y.z')).toBeNull();
    expect(readLinkToken(secret, 'unsubscribe', token.split('.').slice(0, 2).join('.'))).toBeNull();
  });

  it('binds a tracked link to its address: the same token with another address is refused', () => {
    const token = linkToken(secret, 'click', tenant, enrolment, 'https://acme.test/pricing');
    expect(readLinkToken(secret, 'click', token, 'https://acme.test/pricing')).toEqual({
      tenantId: tenant,
      id: enrolment,
    });
    expect(readLinkToken(secret, 'click', token, 'https://evil.test/')).toBeNull();
    expect(readLinkToken(secret, 'click', token)).toBeNull();
  });
});
