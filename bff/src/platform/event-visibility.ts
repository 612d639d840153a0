import type { EventEnvelope, RecordScope, Role } from '@smartcrm/contracts';

export interface SocketViewer {
  userId: string;
  role: Role;
}

export type ScopeRules = Partial<Record<Role, RecordScope>>;

/** Events about one contact, deal, task, appointment or timeline entry (or a contact's AI results). */
const recordEvent = /^(crm\.(contact|deal|task|appointment|activity|conversation)|ai\.contact|messaging\.sms)\./;

/** Events about a user's own mailbox (their mail): in full to that user alone, whatever anyone else may see. */
const mailboxEvent = /^messaging\.message\./;

/** Keys a redacted event keeps: ids (which the client fetches through the guarded API) and versions. */
const keptKey = /(^id|Id|Ids)$|^version$/;

/**
 * Whether the viewer sees every record of the tenant, as the crm services decide it (no rule
 * means 'all'; a super admin always does). Rules not loaded yet (`null`) count as not: fail closed.
 */
export function seesEveryRecord(viewer: SocketViewer, rules: ScopeRules | null): boolean {
  if (viewer.role === 'super_admin') return true;
  return rules !== null && (rules[viewer.role] ?? 'all') === 'all';
}

/** Only the ids (and versions) of an event's data, at any depth: no names, emails, titles or values. */
export function idsOnly(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(idsOnly);
  if (value === null || typeof value !== 'object') return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (keptKey.test(key)) kept[key] = inner;
    else if (inner !== null && typeof inner === 'object') kept[key] = idsOnly(inner);
  }
  return kept;
}

/**
 * The event as this socket's user may receive it. A record event reaches a user who may not see
 * every record in full only when the record is theirs (owner or assignee); otherwise it carries
 * ids alone, so lists still refresh live and the record itself is read through the API, which
 * applies the visibility rule (team scopes included) and answers 404 for what is hidden.
 */
export function eventFor(viewer: SocketViewer, rules: ScopeRules | null, event: EventEnvelope): EventEnvelope {
  const data = (event.data ?? {}) as { ownerId?: unknown; assigneeId?: unknown };
  if (mailboxEvent.test(event.type)) return data.ownerId === viewer.userId ? event : { ...event, data: idsOnly(data) };
  if (!recordEvent.test(event.type) || seesEveryRecord(viewer, rules)) return event;
  if (data.ownerId === viewer.userId || data.assigneeId === viewer.userId) return event;
  return { ...event, data: idsOnly(event.data) };
}
