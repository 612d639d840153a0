import type { AuditEntry, Role } from '@smartcrm/contracts';

const roleNames: Record<Role, string> = {
  super_admin: 'super admin',
  wl_user: 'white-label user',
  regular_user: 'regular user',
};

const roleName = (value: unknown) => roleNames[value as Role] ?? String(value);

/** One audit entry as a sentence: who did what to whom (and for whom, in a support session). */
export function auditSentence(entry: AuditEntry): string {
  const sentence = actionSentence(entry);
  return entry.onBehalfOfEmail ? `${sentence} (on behalf of ${entry.onBehalfOfEmail})` : sentence;
}

function actionSentence(entry: AuditEntry): string {
  const who = entry.actorEmail ?? 'Someone';
  const whom = entry.targetLabel ?? 'a user';
  switch (entry.action) {
    case 'user.invited':
      return `${who} invited ${whom} as ${roleName(entry.details.role)}${entry.details.again ? ' again' : ''}`;
    case 'user.invite_accepted':
      return `${whom} accepted the invitation`;
    case 'user.role_changed':
      return `${who} changed ${whom} from ${roleName(entry.details.from)} to ${roleName(entry.details.to)}`;
    case 'user.deactivated':
      return `${who} deactivated ${whom}`;
    case 'user.reactivated':
      return `${who} reactivated ${whom}`;
    case 'user.password_reset_sent':
      return `${who} sent ${whom} a password reset link`;
    case 'user.password_reset':
      return `${whom} reset their password by email`;
    case 'user.password_changed':
      return `${whom} changed their password`;
    case 'user.locked':
      return `${whom} was locked out after too many failed sign-ins`;
    case 'user.import_started':
      return `${who} imported users from ${whom} as ${roleName(entry.details.defaultRole)}${entry.details.sendInvitations ? ', inviting them' : ''}`;
    case 'user.operator_granted':
      return `${whom} became a platform operator (${String(entry.details.via ?? 'command line')})`;
    case 'user.operator_revoked':
      return `${whom} is no longer a platform operator`;
    case 'tenant.created':
      return `${who} created the workspace ${whom} on the ${String(entry.details.plan)} plan`;
    case 'tenant.suspended':
      return `${who} suspended the workspace`;
    case 'tenant.reactivated':
      return `${who} reactivated the workspace`;
    case 'tenant.plan_changed':
      return `${who} moved the workspace from the ${String(entry.details.from)} plan to ${String(entry.details.to)}`;
    case 'tenant.plan_chosen':
      return `${who} chose the ${String(entry.details.to)} plan, ending the free trial`;
    case 'tenant.trial_extended':
      return `${who} extended the free trial by ${String(entry.details.days)} days`;
    case 'plan.created':
      return `${who} created the plan ${String(entry.details.plan)}`;
    case 'plan.updated':
      return `${who} edited the plan ${String(entry.details.plan)}`;
    case 'partner.client_onboarded':
      return `${who} onboarded the client workspace ${whom} on the ${String(entry.details.plan)} plan`;
    case 'partner.share_changed':
      return `${who} set the partner's revenue share to ${String(entry.details.sharePercent)}% (was ${String(entry.details.previous)}%)`;
    case 'support.session_started':
      return `${who} signed in as ${whom} for support`;
    case 'support.session_ended':
      return `${who} ended the support session as ${whom}`;
    case 'api_key.created':
      return `${who} created the API key ${whom}`;
    case 'api_key.revoked':
      return `${who} revoked the API key ${whom}`;
  }
}
