import { type Kysely, sql } from 'kysely';
import type { IdentityDb } from '../db/schema';

type Db = Kysely<IdentityDb>;

export const findUnknownLock = async (db: Db, email: string): Promise<Date | null> =>
  (await db.selectFrom('unknown_sign_in_failures').select('locked_until').where('email', '=', email).executeTakeFirst())
    ?.locked_until ?? null;

/** Counts a failed sign-in of an address without an account, locking it as recordFailedSignIn locks a user. */
export const recordUnknownFailure = (db: Db, tenantId: string, email: string, maxFailures: number, lockMs: number) =>
  db
    .insertInto('unknown_sign_in_failures')
    .values({ tenant_id: tenantId, email, failed_sign_ins: 1, locked_until: null })
    .onConflict((oc) =>
      oc.columns(['tenant_id', 'email']).doUpdateSet({
        failed_sign_ins: sql`CASE WHEN unknown_sign_in_failures.failed_sign_ins + 1 >= ${maxFailures}
          THEN 0 ELSE unknown_sign_in_failures.failed_sign_ins + 1 END`,
        locked_until: sql`CASE WHEN unknown_sign_in_failures.failed_sign_ins + 1 >= ${maxFailures}
          THEN now() + make_interval(secs => ${lockMs / 1000}) ELSE unknown_sign_in_failures.locked_until END`,
        updated_at: sql`now()`,
      }),
    )
    .returning(['locked_until'])
    .executeTakeFirstOrThrow();
