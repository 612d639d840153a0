import type { ImportRowError, Role } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import type { NewMail } from '../mail/mail.repository';

type Db = Kysely<IdentityDb>;

export interface NewImportedUser {
  email: string;
  name: string;
  role: Role;
}

/** One statement for the batch; an email the workspace has already is left alone (not a duplicate). */
export const insertInvitedUsers = (db: Db, tenantId: string, invitedBy: string | null, users: NewImportedUser[]) =>
  users.length === 0
    ? Promise.resolve([])
    : db
        .insertInto('users')
        .values(
          users.map((u) => ({
            tenant_id: tenantId,
            email: u.email,
            name: u.name,
            role: u.role,
            password_hash: null,
            status: 'invited' as const,
            invited_at: new Date(),
            invited_by: invitedBy,
            last_sign_in_at: null,
            locked_until: null,
          })),
        )
        .onConflict((oc) => oc.columns(['tenant_id', 'email']).doNothing())
        .returningAll()
        .execute();

/** Which of these emails the workspace has already (they are skipped, and take no seat). */
export const existingEmails = async (db: Db, emails: string[]) =>
  new Set(
    emails.length
      ? (await db.selectFrom('users').select('email').where('email', 'in', emails).execute()).map((r) => r.email)
      : [],
  );

export const insertInviteTokens = (
  db: Db,
  rows: { tenant_id: string; user_id: string; token_hash: Buffer; expires_at: Date }[],
) =>
  rows.length
    ? db
        .insertInto('user_tokens')
        .values(rows.map((r) => ({ ...r, purpose: 'invite' as const })))
        .execute()
    : null;

export const insertMails = (db: Db, mails: NewMail[]) =>
  mails.length ? db.insertInto('mail_outbox').values(mails).returning('id').execute() : Promise.resolve([]);

export const insertRowErrors = (db: Db, tenantId: string, importId: string, errors: ImportRowError[]) =>
  errors.length
    ? db
        .insertInto('user_import_errors')
        .values(errors.map((e) => ({ tenant_id: tenantId, import_id: importId, ...e })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    : null;

/** Adds a batch's counts, only if no other run has committed past `fromLine`. */
export const advanceImport = (
  db: Db,
  id: string,
  fromLine: number,
  toLine: number,
  counts: { read: number; imported: number; skipped: number; failed: number },
) =>
  db
    .updateTable('user_imports')
    .set((eb) => ({
      last_line: toLine,
      read_rows: eb('read_rows', '+', counts.read),
      imported: eb('imported', '+', counts.imported),
      skipped: eb('skipped', '+', counts.skipped),
      failed: eb('failed', '+', counts.failed),
      updated_at: new Date(),
    }))
    .where('id', '=', id)
    .where('last_line', '=', fromLine)
    .returningAll()
    .executeTakeFirst();
