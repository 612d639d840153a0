import { type ImportRowError, quotaExceeded, roomLeft } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import { appLink } from '../mail/mail-links';
import { inviteMail } from '../mail/mail-templates';
import { newOpaqueToken } from '../tokens/opaque-token';
import { tokenExpiry } from '../tokens/token-policy';
import { seatsInUse } from '../users/seat-quota';
import type { UserRow } from '../users/user.repository';
import {
  advanceImport,
  existingEmails,
  insertInviteTokens,
  insertInvitedUsers,
  insertMails,
  insertRowErrors,
  type NewImportedUser,
} from './user-import-batch.repository';
import type { UserImportRow } from './user-import.repository';

export interface Batch {
  fromLine: number;
  toLine: number;
  /** Data rows read into this batch. */
  read: number;
  users: (NewImportedUser & { line: number })[];
  errors: ImportRowError[];
}

export interface Invitations {
  companyName: string;
  inviter: string;
  appUrl: string;
}

/**
 * Writes one batch in the caller's transaction: the users in one statement (emails already in the
 * workspace are skipped), rows past the plan's user quota as errors, the invitations (tokens and
 * mails in the outbox, all at once) when asked for, and the import's counts. Undefined when
 * another run of the import committed this batch already.
 */
export async function writeBatch(
  trx: Kysely<IdentityDb>,
  emit: Emit,
  run: UserImportRow,
  batch: Batch,
  seatLimit: number | null,
  invitations: Invitations | null,
) {
  const tenantId = run.tenant_id;
  const known = await existingEmails(
    trx,
    batch.users.map((u) => u.email),
  );
  const fresh = batch.users.filter((u) => !known.has(u.email));
  let users = fresh;
  const errors = [...batch.errors];
  if (seatLimit !== null) {
    const used = await seatsInUse(trx, tenantId);
    const room = roomLeft(seatLimit, used, users.length);
    const { message } = quotaExceeded('users', seatLimit, used + room);
    errors.push(...users.slice(room).map(({ line }) => ({ line, field: 'email', reason: message })));
    users = users.slice(0, room);
  }
  const created = await insertInvitedUsers(trx, tenantId, run.created_by, users);
  for (const row of created) {
    const data = { userId: row.id, email: row.email, name: row.name, role: row.role };
    emit({ type: 'identity.user.created', tenantId, data });
  }
  if (invitations) await invite(trx, emit, created, invitations);
  await insertRowErrors(trx, tenantId, run.id, errors);
  return advanceImport(trx, run.id, batch.fromLine, batch.toLine, {
    read: batch.read,
    imported: created.length,
    // Known before the batch, or added meanwhile by someone else (the insert left them alone).
    skipped: batch.users.length - fresh.length + (users.length - created.length),
    failed: new Set(errors.map((e) => e.line)).size,
  });
}

async function invite(trx: Kysely<IdentityDb>, emit: Emit, users: UserRow[], ctx: Invitations) {
  const now = new Date();
  const links = users.map((user) => ({ user, ...newOpaqueToken() }));
  await insertInviteTokens(
    trx,
    links.map(({ user, hash }) => ({
      tenant_id: user.tenant_id,
      user_id: user.id,
      token_hash: hash,
      expires_at: tokenExpiry('invite', now),
    })),
  );
  const mails = await insertMails(
    trx,
    links.map(({ user, token }) => {
      const link = appLink(ctx.appUrl, '/auth/accept-invite', token);
      const content = inviteMail({ ...ctx, role: user.role, link });
      return {
        tenant_id: user.tenant_id,
        recipient: user.email,
        subject: content.subject,
        text_body: content.text,
        html_body: content.html,
      };
    }),
  );
  for (const { id } of mails)
    emit({ type: 'identity.mail.queued', tenantId: users[0]!.tenant_id, data: { mailId: id } });
}
