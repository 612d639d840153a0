import { describe, expect, it } from 'vitest';
import { resolveTenant, tenantFromHost } from './tenant-identifier';

describe('tenantFromHost', () => {
  it('takes the first label of a subdomain', () => {
    expect(tenantFromHost('acme.smartcrm.com')).toBe('acme');
    expect(tenantFromHost('acme.localhost')).toBe('acme');
  });

  it('ignores www, localhost and IP addresses', () => {
    expect(tenantFromHost('www.smartcrm.com')).toBeNull();
    expect(tenantFromHost('localhost')).toBeNull();
    expect(tenantFromHost('127.0.0.1')).toBeNull();
    expect(tenantFromHost('[::1]')).toBeNull();
  });
});

describe('resolveTenant (spec 000 §5 order)', () => {
  const none = { hostname: 'localhost', search: '', storedTenantId: null };

  it('prefers the host label over the query and storage', () => {
    expect(resolveTenant({ hostname: 'acme.localhost', search: '?tenant=beta', storedTenantId: 'gamma' })).toEqual({
      identifier: 'acme',
      source: 'host',
    });
  });

  it('falls back to the tenant query parameter, then to storage', () => {
    expect(resolveTenant({ ...none, search: '?tenant=Beta', storedTenantId: 'gamma' })).toEqual({
      identifier: 'beta',
      source: 'query',
    });
    expect(resolveTenant({ ...none, storedTenantId: 'gamma' })).toEqual({ identifier: 'gamma', source: 'storage' });
  });

  it('finds nothing when no source names a tenant', () => {
    expect(resolveTenant(none)).toBeNull();
    expect(resolveTenant({ ...none, search: '?tenant=', storedTenantId: '  ' })).toBeNull();
  });
});
