import { AppError } from '@smartcrm/contracts';
import type { Kysely } from 'kysely';
import type { IdentityDb, TokenPurpose } from '../db/schema';
import { hashToken, newOpaqueToken } from './opaque-token';
import { invalidLinkMessage, tokenExpiry } from './token-policy';
import { consumeUserToken, findOpenUserToken, insertUserToken, supersedeUserTokens } from './user-token.repository';

/** Issues a single-use token for an emailed link; earlier open ones of the same purpose stop working. */
export async function issueUserToken(
  trx: Kysely<IdentityDb>,
  tenantId: string,
  userId: string,
  purpose: TokenPurpose,
): Promise<string> {
  const { token, hash } = newOpaqueToken();
  await supersedeUserTokens(trx, userId, purpose);
  await insertUserToken(trx, {
    tenant_id: tenantId,
    user_id: userId,
    purpose,
    token_hash: hash,
    expires_at: tokenExpiry(purpose, new Date()),
  });
  return token;
}

const invalidLink = () => new AppError('bad_input', invalidLinkMessage, { field: 'token' });

/** Spends a token and returns its user; an unknown, used or expired one is refused. */
export async function spendUserToken(trx: Kysely<IdentityDb>, token: string, purpose: TokenPurpose): Promise<string> {
  const row = await consumeUserToken(trx, hashToken(token), purpose);
  if (!row) throw invalidLink();
  return row.user_id;
}

export async function peekUserToken(trx: Kysely<IdentityDb>, token: string, purpose: TokenPurpose): Promise<string> {
  const row = await findOpenUserToken(trx, hashToken(token), purpose);
  if (!row) throw invalidLink();
  return row.user_id;
}
