import type { Emit } from '@smartcrm/kit';
import type { SmsAccountRow, SmsRow } from './sms.repository';

/** A text handed over or received: for the contact's timeline. */
export function emitRecorded(emit: Emit, account: SmsAccountRow, row: SmsRow) {
  emit({
    type: 'messaging.sms.recorded',
    tenantId: row.tenant_id,
    data: {
      messageId: row.id,
      accountId: account.id,
      direction: row.direction,
      peer: row.peer,
      ownNumber: account.from_number,
      body: row.body,
      contactId: row.contact_id,
      actorId: row.author_id,
      at: new Date(row.sent_at ?? row.created_at).toISOString(),
    },
  });
}

/** A text's status moved: what an open thread shows live. */
export function emitStatus(emit: Emit, row: SmsRow) {
  emit({
    type: 'messaging.sms.status_changed',
    tenantId: row.tenant_id,
    data: { messageId: row.id, peer: row.peer, status: row.status, error: row.error },
  });
}
