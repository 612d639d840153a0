import { describe, expect, it } from 'vitest';
import { resolveTenantIdentifier } from './tenant-identifier';

const resolve = (hostname: string, query?: string, stored?: string) =>
  resolveTenantIdentifier({ hostname, query, stored });

describe('tenant identifier resolution (spec 000 §5)', () => {
  it('takes the first host label first', () => {
    expect(resolve('acme.localhost:3000', 'other', 'stored')).toBe('acme');
    expect(resolve('Acme.crm.example.com')).toBe('acme');
  });

  it('skips www and localhost labels, then uses the query parameter', () => {
    expect(resolve('www.example.com', 'beta')).toBe('beta');
    expect(resolve('localhost:3000', 'beta', 'stored')).toBe('beta');
  });

  it('falls back to the stored tenantId', () => {
    expect(resolve('localhost', '', 'demo')).toBe('demo');
    expect(resolve('127.0.0.1:3000', undefined, 'demo')).toBe('demo');
  });

  it('finds none on a bare host with nothing stored', () => {
    expect(resolve('localhost:3000')).toBeNull();
    expect(resolve('bff')).toBeNull();
    expect(resolve('[::1]:3000')).toBeNull();
  });
});
