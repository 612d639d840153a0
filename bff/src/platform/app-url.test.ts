import { describe, expect, it } from 'vitest';
import { appUrlFor, serverAddressOf } from './app-url';

const base = {
  protocol: 'http',
  serverAddress: 'localhost:3000',
  tenantSlug: 'acme',
  configured: undefined,
  baseDomain: undefined,
};

describe('the base of links in mail', () => {
  it('is the workspace host the user came on, when that host is the workspace’s own', () => {
    expect(appUrlFor({ ...base, workspaceHost: 'acme.localhost:3000' })).toBe('http://acme.localhost:3000');
    expect(appUrlFor({ ...base, workspaceHost: 'crm.acme.com', configured: 'https://crm.example.com' })).toBe(
      'https://crm.acme.com',
    );
  });

  it('never takes any other Host: APP_URL, else the BASE_DOMAIN subdomain, else where the server was reached', () => {
    expect(appUrlFor({ ...base, workspaceHost: null, configured: 'https://crm.example.com' })).toBe(
      'https://crm.example.com/?tenant=acme',
    );
    expect(appUrlFor({ ...base, workspaceHost: null, baseDomain: 'smartcrm.app' })).toBe('http://acme.smartcrm.app');
    expect(appUrlFor({ ...base, workspaceHost: null })).toBe('http://localhost:3000/?tenant=acme');
  });

  it('names the server by its socket address, loopback as localhost', () => {
    expect(serverAddressOf('::ffff:127.0.0.1', 3000)).toBe('localhost:3000');
    expect(serverAddressOf('::1', 80)).toBe('localhost:80');
    expect(serverAddressOf('192.168.1.5', 3000)).toBe('192.168.1.5:3000');
    expect(serverAddressOf('fe80::1', 3000)).toBe('[fe80::1]:3000');
  });
});
