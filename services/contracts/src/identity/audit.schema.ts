import { z } from 'zod';

export const auditActions = [
  'user.invited',
  'user.invite_accepted',
  'user.role_changed',
  'user.deactivated',
  'user.reactivated',
  'user.password_reset_sent',
  'user.password_reset',
  'user.password_changed',
  'user.locked',
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

/** Who did what to which record and when. */
export const AuditEntry = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  action: AuditAction,
  targetId: z.uuid().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditPage = z.object({ entries: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
