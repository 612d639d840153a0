import { AppError, type NewUserInput, type User } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import { toUser } from './user.mapper';
import { findUserByEmail, insertUser, type UserRow } from './user.repository';

/** How a new user gets in: a password now, or an invitation to set one. */
export type Credentials = { passwordHash: string } | { invitedBy: string };

/**
 * Adds a user to the tenant whose transaction `trx` is; emails are unique per tenant.
 * The password is hashed by the caller before the transaction, so no connection waits on argon2.
 */
export async function addUser(
  trx: Kysely<IdentityDb>,
  emit: Emit,
  tenantId: string,
  input: Omit<NewUserInput, 'password'>,
  credentials: Credentials,
): Promise<UserRow> {
  if (await findUserByEmail(trx, input.email)) {
    throw new AppError('conflict', `A user with the email ${input.email} already exists`, { field: 'email' });
  }
  const invited = 'invitedBy' in credentials;
  const row = await insertUser(trx, {
    tenant_id: tenantId,
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: invited ? null : credentials.passwordHash,
    status: invited ? 'invited' : 'active',
    invited_at: invited ? new Date() : null,
    invited_by: invited ? credentials.invitedBy : null,
    last_sign_in_at: null,
    locked_until: null,
  });
  emit({
    type: 'identity.user.created',
    tenantId,
    data: { userId: row.id, email: row.email, name: row.name, role: row.role },
  });
  return row;
}

/** Announces a change of role, status or name: caches of the user's sessions drop them. */
export function emitUserUpdated(emit: Emit, row: UserRow): void {
  emit({
    type: 'identity.user.updated',
    tenantId: row.tenant_id,
    data: { userId: row.id, email: row.email, name: row.name, role: row.role, status: row.status },
  });
}

export async function findUser(trx: Kysely<IdentityDb>, email: string): Promise<User | null> {
  const row = await findUserByEmail(trx, email.trim().toLowerCase());
  return row ? toUser(row) : null;
}
