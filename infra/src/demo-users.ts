import type { Role } from '@smartcrm/contracts';

export interface DemoUser {
  email: string;
  password: string;
  name: string;
}

/** The demo tenant and one sign-in per role: seeded by `npm start`, used by the e2e tests. */
export const demo = {
  tenant: { slug: 'demo', companyName: 'Demo Company' },
  users: {
    super_admin: { email: 'super@demo.smartcrm.local', password: 'demo-super-123', name: 'Sam Super' },
    wl_user: { email: 'admin@demo.smartcrm.local', password: 'demo-admin-123', name: 'Dana Demo' },
    regular_user: { email: 'user@demo.smartcrm.local', password: 'demo-user-123', name: 'Riley Regular' },
  },
} as const satisfies { tenant: { slug: string; companyName: string }; users: Record<Role, DemoUser> };

/** The user who signs the tenant up (and so becomes its super admin). */
export const demoOwner = demo.users.super_admin;
