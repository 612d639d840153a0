import { z } from 'zod';
import { Role } from './roles';
import { UserStatus } from './user-admin.schema';

/** Events of the user domain; events.ts combines every domain's. */
export const userEvents = {
  'identity.user.created': {
    version: 1,
    data: z.object({ userId: z.uuid(), email: z.string(), name: z.string(), role: Role }),
  },
  /** A user's role, status or name changed: session caches must drop that user's sessions. */
  'identity.user.updated': {
    version: 1,
    data: z.object({ userId: z.uuid(), email: z.string(), name: z.string(), role: Role, status: UserStatus }),
  },
} as const;
