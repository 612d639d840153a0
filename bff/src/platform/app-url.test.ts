import { describe, expect, it } from 'vitest';
import { appUrlFor } from './app-url';

describe('the base of links in mail', () => {
  it('is the workspace subdomain the user came from', () => {
    expect(
      appUrlFor({ protocol: 'http', host: 'acme.localhost:3000', tenantSlug: 'acme', configured: undefined }),
    ).toBe('http://acme.localhost:3000');
  });

  it('names the workspace in the query on a host that names none', () => {
    expect(appUrlFor({ protocol: 'http', host: 'localhost:3000', tenantSlug: 'acme', configured: undefined })).toBe(
      'http://localhost:3000/?tenant=acme',
    );
  });

  it('takes the host from APP_URL, not from a forged Host header', () => {
    const configured = 'https://crm.example.com';
    expect(appUrlFor({ protocol: 'http', host: 'acme.evil.test', tenantSlug: 'acme', configured })).toBe(
      'https://crm.example.com/?tenant=acme',
    );
    expect(appUrlFor({ protocol: 'http', host: 'acme.crm.example.com', tenantSlug: 'acme', configured })).toBe(
      'https://acme.crm.example.com',
    );
  });
});
