import { AppError, type NewUserInput, type User } from '@smartcrm/contracts';
import type { Emit } from '@smartcrm/kit';
import type { Kysely } from 'kysely';
import type { IdentityDb } from '../db/schema';
import { toUser } from './user.mapper';
import { findUserByEmail, insertUser, type UserRow } from './user.repository';

/**
 * Adds a user to the tenant whose transaction `trx` is; emails are unique per tenant.
 * The password is hashed by the caller before the transaction, so no connection waits on argon2.
 */
export async function addUser(
  trx: Kysely<IdentityDb>,
  emit: Emit,
  tenantId: string,
  input: Omit<NewUserInput, 'password'>,
  passwordHash: string,
): Promise<UserRow> {
  if (await findUserByEmail(trx, input.email)) {
    throw new AppError('conflict', `A user with the email ${input.email} already exists`, { field: 'email' });
  }
  const row = await insertUser(trx, {
    tenant_id: tenantId,
    email: input.email,
    name: input.name,
    role: input.role,
    password_hash: passwordHash,
    last_sign_in_at: null,
  });
  emit({
    type: 'identity.user.created',
    tenantId,
    data: { userId: row.id, email: row.email, name: row.name, role: row.role },
  });
  return row;
}

export async function findUser(trx: Kysely<IdentityDb>, email: string): Promise<User | null> {
  const row = await findUserByEmail(trx, email.trim().toLowerCase());
  return row ? toUser(row) : null;
}
