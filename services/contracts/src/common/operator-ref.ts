import { z } from 'zod';

/** The operator who made a platform-wide change, for the audit log. */
export const OperatorRef = z.object({ userId: z.uuid(), email: z.string() });
