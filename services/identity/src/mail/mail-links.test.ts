import { describe, expect, it } from 'vitest';
import { appLink } from './mail-links';

describe('links in mail', () => {
  it('points at the workspace host the user came from', () => {
    expect(appLink('http://acme.localhost:3000', '/auth/reset-password', 'abc')).toBe(
      'http://acme.localhost:3000/auth/reset-password?token=abc',
    );
  });

  it('keeps the workspace named in the query and drops any path of the base', () => {
    expect(appLink('https://crm.example.com/somewhere?tenant=acme', '/auth/accept-invite', 'x-y_z')).toBe(
      'https://crm.example.com/auth/accept-invite?tenant=acme&token=x-y_z',
    );
  });
});
