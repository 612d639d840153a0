import { describe, expect, it } from 'vitest';
import { hasPermission, permissions } from './roles';

describe('the access map of spec 000 §6', () => {
  it('gives a super admin every permission', () => {
    for (const p of permissions) expect(hasPermission('super_admin', p)).toBe(true);
  });

  it('gives a white-label user the AI and branding permissions but no admin ones', () => {
    expect(hasPermission('wl_user', 'custom_branding')).toBe(true);
    expect(hasPermission('wl_user', 'ai_tools')).toBe(true);
    expect(hasPermission('wl_user', 'pipeline_csv')).toBe(true);
    expect(hasPermission('wl_user', 'admin_dashboard')).toBe(false);
    expect(hasPermission('wl_user', 'user_management')).toBe(false);
  });

  it('limits a regular user to the everyday CRM', () => {
    expect(hasPermission('regular_user', 'contacts')).toBe(true);
    expect(hasPermission('regular_user', 'calendar')).toBe(true);
    expect(hasPermission('regular_user', 'advanced_analytics')).toBe(false);
    expect(hasPermission('regular_user', 'billing_management')).toBe(false);
  });
});
