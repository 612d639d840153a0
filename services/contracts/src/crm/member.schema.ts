import { z } from 'zod';
import { Role } from '../identity/roles';

/** A user of the tenant as the CRM shows it: record owners, assignees. */
export const Member = z.object({
  userId: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: Role,
});
export type Member = z.infer<typeof Member>;

export const MemberList = z.object({ items: z.array(Member) });
