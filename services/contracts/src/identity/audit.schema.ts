import { z } from 'zod';
import { PageQuery } from './mail.schema';

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
  'user.import_started',
  'user.operator_granted',
  'user.operator_revoked',
  'tenant.created',
  'tenant.suspended',
  'tenant.reactivated',
  'tenant.plan_changed',
  'tenant.plan_chosen',
  'tenant.trial_extended',
  'plan.created',
  'plan.updated',
  'partner.client_onboarded',
  'partner.share_changed',
  'support.session_started',
  'support.session_ended',
  'api_key.created',
  'api_key.revoked',
] as const;
export const AuditAction = z.enum(auditActions);
export type AuditAction = z.infer<typeof AuditAction>;

/** Who did what to which record and when. */
export const AuditEntry = z.object({
  id: z.uuid(),
  actorId: z.uuid().nullable(),
  actorEmail: z.string().nullable(),
  /** In a support session: the user the actor (an operator) was signed in as. */
  onBehalfOfId: z.uuid().nullable(),
  onBehalfOfEmail: z.string().nullable(),
  action: AuditAction,
  targetId: z.uuid().nullable(),
  targetLabel: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntry>;

/** `GET /api/admin/audit-log`: pages, optionally only entries whose actor, action or record match `search`. */
export const AuditQuery = PageQuery.extend({ search: z.string().trim().max(200).optional() });

export const AuditPage = z.object({ entries: z.array(AuditEntry), nextCursor: z.string().nullable() });
export type AuditPage = z.infer<typeof AuditPage>;
