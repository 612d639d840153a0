import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tenantPageUrl } from './tenant-address';

const request = (host: string) => ({ protocol: 'http', host }) as FastifyRequest;

describe('another workspace as seen from this address', () => {
  it('swaps the subdomain', () => {
    expect(tenantPageUrl(request('demo.localhost:3000'), 'acme', '/dashboard')).toBe(
      'http://acme.localhost:3000/dashboard',
    );
  });

  it('names the workspace in the query on a bare host', () => {
    expect(tenantPageUrl(request('localhost:3000'), 'acme', '/api/x?code=1')).toBe(
      'http://localhost:3000/api/x?code=1&tenant=acme',
    );
  });

  it('builds on APP_URL when configured', () => {
    const configured = 'https://crm.example.com';
    expect(tenantPageUrl(request('demo.crm.example.com'), 'acme', '/a', configured)).toBe(
      'https://acme.crm.example.com/a',
    );
    expect(tenantPageUrl(request('evil.test'), 'acme', '/a', configured)).toBe('https://crm.example.com/a?tenant=acme');
  });
});
