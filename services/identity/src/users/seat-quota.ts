import { assertQuota } from '@smartcrm/contracts';
import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

/**
 * Seats in use (spec 001 §9): active and invited users hold seats, deactivated ones do not.
 * `exceptUserId` is the user taking the seat when they are already counted (accepting an
 * invitation, being reactivated). The tenant's seat count is locked for the transaction, so two
 * concurrent invitations (or import batches) cannot both take the last seat.
 */
export async function seatsInUse(trx: Kysely<IdentityDb>, tenantId: string, exceptUserId?: string): Promise<number> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('identity.seats'), hashtext(${tenantId}))`.execute(trx);
  let query = trx
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('status', '<>', 'deactivated');
  if (exceptUserId) query = query.where('id', '<>', exceptUserId);
  const { n } = await query.executeTakeFirstOrThrow();
  return Number(n);
}

/** A user quota check: `quota_exceeded` when the plan's seats are all taken. */
export async function assertSeatFree(
  trx: Kysely<IdentityDb>,
  tenantId: string,
  limit: number | null,
  exceptUserId?: string,
): Promise<void> {
  if (limit === null) return;
  assertQuota('users', limit, await seatsInUse(trx, tenantId, exceptUserId));
}
