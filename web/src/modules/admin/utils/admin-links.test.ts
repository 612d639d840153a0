import { describe, expect, it } from 'vitest';
import { adminLinks } from './admin-links';

describe('admin links', () => {
  it('lists the admin pages of spec 001 §2.11 in order, then the mailbox', () => {
    expect(adminLinks.map((link) => link.to)).toEqual([
      '/bulk-import',
      '/admin/users',
      '/admin/analytics',
      '/admin/settings',
      '/admin/mailbox',
    ]);
    expect(adminLinks[1]?.title).toBe('User Management');
  });
});
